'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';

type Props = { onConfirm: () => void; pending: boolean };

/** What the server asked to confirm before saving: go back, or save anyway. */
export function PhoneRequestWarningModal({ onConfirm, pending }: Props) {
  const opened = usePhoneRequestStore((s) => s.isWarningModalOpen);
  const warnings = usePhoneRequestStore((s) => s.warnings);
  const { warningClosed } = usePhoneRequestStore((s) => s.actions);
  return (
    <Modal opened={opened} onClose={warningClosed} title="Проверьте перед сохранением" centered>
      <List spacing="xs" mb="md">
        {Object.values(warnings).map((warning) => (
          <List.Item key={warning}>
            <Text size="sm">{warning}</Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={warningClosed}>
          Вернуться к заявке
        </Button>
        <Button color="orange" loading={pending} onClick={onConfirm}>
          Сохранить всё равно
        </Button>
      </Group>
    </Modal>
  );
}
