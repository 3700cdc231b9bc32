'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = { opened: boolean; unsent: number; onStay: () => void; onSignOut: () => void };

/** The question before a sign-out that would drop this device's unsent cash writes. */
export function SignOutDialog({ opened, unsent, onStay, onSignOut }: Props) {
  return (
    <Modal opened={opened} onClose={onStay} title="Выйти?" centered>
      <Text size="sm" mb="md">
        На этом устройстве есть неотправленные кассовые операции: {unsent}. После выхода они будут
        удалены и не попадут в кассу. Чтобы отправить их, останьтесь, пока связь не вернётся.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          Остаться
        </Button>
        <Button color="red" onClick={onSignOut}>
          Выйти и удалить
        </Button>
      </Group>
    </Modal>
  );
}
