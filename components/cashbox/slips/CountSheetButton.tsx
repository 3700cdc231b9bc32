'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { deferred } from '../../common/deferred';
import type { CountSheetProps } from './CountSheet';

// The sheet (and the words of its amount) load when asked for, not with every count form.
const CountSheetDialog = deferred(
  () => import('./CountSheet').then((m) => m.CountSheetDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Акт пересчёта»: the count as typed so far, to print and sign before it is sent. */
export function CountSheetButton(props: CountSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPrinter size={14} />}
        {...CountSheetDialog.intent}
        onClick={() => setOpen(true)}
      >
        Акт пересчёта
      </Button>
      <CountSheetDialog needed={open} opened={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}
