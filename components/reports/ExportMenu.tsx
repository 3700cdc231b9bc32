'use client';

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DownloadedFile } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/messages';
import type { ExportFormat } from '@/lib/api/reports';
import { lazyPart, useLazyPart } from '../common/lazy-part';
import { saveFile } from '../common/save-file';

// A positioned menu brings its positioning library (about 17 KiB) with it: the formats' menu is
// fetched when the pointer comes over «Экспорт» or the focus to it, and opens on the press.
const choices = lazyPart(() => import('./ExportChoices').then((m) => m.ExportChoices));

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
  const [pressed, setPressed] = useState(false);
  const Choices = useLazyPart(choices, pressed, pressed);
  const preload = () => void choices.start().catch(() => {});
  const button = (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={file.isPending}
      disabled={disabled}
      {...(!Choices && {
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => setPressed(true),
      })}
    >
      Экспорт
    </Button>
  );
  // eslint-disable-next-line react-hooks/static-components -- made once per page by lazyPart
  if (Choices) return <Choices target={button} onChoose={(format) => file.mutate(format)} />;
  return button;
}
