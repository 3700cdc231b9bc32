'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/messages';
import type { ExportFormat } from '@/lib/api/reports';
import { saveFile } from '../common/save-file';

type Props = {
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  disabled?: boolean;
};

/** «Экспорт»: the report as the API writes and names it, XLSX or CSV, every row of the filter. */
export function ExportMenu({ download, disabled }: Props) {
  const file = useMutation({
    mutationFn: download,
    onSuccess: saveFile,
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
  });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={file.isPending}
          disabled={disabled}
        >
          Экспорт
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => file.mutate('xlsx')}>Excel (XLSX)</Menu.Item>
        <Menu.Item onClick={() => file.mutate('csv')}>CSV</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
