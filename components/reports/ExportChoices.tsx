'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ExportFormat } from '@/lib/api/reports';

export type ExportChoicesProps = {
  /** The «Экспорт» button the menu opens from. */
  target: ReactElement;
  onChoose: (format: ExportFormat) => void;
};

/** The formats of «Экспорт», in a menu that opens at once: it is loaded by the button's press. */
export function ExportChoices({ target, onChoose }: ExportChoicesProps) {
  return (
    <Menu position="bottom-end" defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose('xlsx')}>Excel (XLSX)</Menu.Item>
        <Menu.Item onClick={() => onChoose('csv')}>CSV</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
