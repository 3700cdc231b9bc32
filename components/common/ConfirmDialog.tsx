'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal } from '@mantine/core';
import type { Question } from './confirm';

type Props = { opened: boolean; question: Question | null; onAnswer: (confirmed: boolean) => void };

/** A yes-or-no question before an action that cannot be taken back by itself. */
export function ConfirmDialog({ opened, question, onAnswer }: Props) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title={question?.title} centered>
      {question?.children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {question?.labels.cancel}
        </Button>
        <Button color={question?.confirmProps?.color} onClick={() => onAnswer(true)}>
          {question?.labels.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
