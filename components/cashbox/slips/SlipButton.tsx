'use client';

import { Button } from '@mantine/core';
import { useState } from 'react';
import { deferred } from '../../common/deferred';
import type { CashOrderData } from './CashOrder';

// The orders and the words of their amounts load when one is asked for, not with the journal.
const SlipDialog = deferred(
  () => import('./SlipDialog').then((m) => m.SlipDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Ордер»: the cash orders of an entry, shown as they print. */
export function SlipButton({ orders, subject }: { orders: CashOrderData[]; subject: string }) {
  const [open, setOpen] = useState(false);
  if (orders.length === 0) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Ордер: ${subject}`}
        {...SlipDialog.intent}
        onClick={() => setOpen(true)}
      >
        Ордер
      </Button>
      <SlipDialog needed={open} orders={orders} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
