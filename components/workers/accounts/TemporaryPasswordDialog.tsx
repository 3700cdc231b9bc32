'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { TEMPORARY_PASSWORD_HOURS } from '@/lib/shared/accounts';

type Props = {
  /** Whose password it is, and the password; null: the dialog is closed. */
  issued: { login: string; fullName: string; password: string } | null;
  onClose: () => void;
};

/**
 * A temporary password, shown this once: the API keeps only its hash. Closed only by «Готово», so
 * a stray click or Escape does not lose it before it is passed on.
 */
export function TemporaryPasswordDialog({ issued, onClose }: Props) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title="Временный пароль"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      {issued && (
        <Stack gap="md">
          <Text size="sm">
            Передайте пароль сотруднику «{issued.fullName}» (логин <b>{issued.login}</b>). Он
            действует {TEMPORARY_PASSWORD_HOURS} часа и для одного входа; при входе система попросит
            задать свой пароль. Больше он не покажется.
          </Text>
          <Paper withBorder p="sm">
            <Text ff="monospace" size="lg" ta="center" data-testid="temporary-password">
              {issued.password}
            </Text>
          </Paper>
          <Group grow>
            <Button variant="default" onClick={() => clipboard.copy(issued.password)}>
              {clipboard.copied ? 'Скопировано' : 'Копировать'}
            </Button>
            <Button onClick={onClose}>Готово</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
