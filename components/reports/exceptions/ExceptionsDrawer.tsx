'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Drawer, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ExceptionsParams } from '@/lib/api/exceptions';
import { ExceptionsList } from './ExceptionsList';

type Props = { hall: { id: number; name: string } | null; onClose: () => void };

const PAGE_SIZE = 20;

/** Every exception of a hall: those waiting for attention, or those marked, with who and why. */
export function ExceptionsDrawer({ hall, onClose }: Props) {
  const [params, setParams] = useState<ExceptionsParams>({
    status: 'open',
    kind: null,
    page: 1,
    pageSize: PAGE_SIZE,
  });
  return (
    <Drawer
      opened={hall !== null}
      onClose={onClose}
      title={hall ? `Отклонения: ${hall.name}` : ''}
      position="right"
      size="lg"
    >
      {hall ? (
        <Stack gap="md">
          <SegmentedControl
            aria-label="Какие отклонения"
            value={params.status}
            onChange={(status) =>
              setParams({ ...params, status: status as ExceptionsParams['status'], page: 1 })
            }
            data={[
              { value: 'open', label: 'Ждут внимания' },
              { value: 'seen', label: 'Отмеченные' },
            ]}
          />
          <ExceptionsList
            hallId={hall.id}
            params={params}
            onPage={(page) => setParams({ ...params, page })}
          />
        </Stack>
      ) : null}
    </Drawer>
  );
}
