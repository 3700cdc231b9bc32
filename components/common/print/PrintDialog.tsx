'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PrintButton } from './PrintButton';
import print from './Print.module.css';

/** A document in a dialog as it prints, with «Печать» above it; only the sheet goes on paper. */
export function PrintDialog({
  title,
  opened,
  onClose,
  size,
  gap = 'md',
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack gap={gap}>
        <Group justify="flex-end" className={print.noPrint}>
          <PrintButton />
        </Group>
        {children}
      </Stack>
    </Modal>
  );
}
