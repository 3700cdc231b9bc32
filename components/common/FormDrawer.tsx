'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { opened: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * A form in a side drawer that closes only through the form's buttons: a stray click outside or
 * Escape never throws the input away.
 */
export function FormDrawer({ opened, title, onClose, children }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {children}
    </Drawer>
  );
}
