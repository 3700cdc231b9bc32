'use client';

import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '@/lib/api/bar';
import { deferred } from '../../common/deferred';

// The cheque, its QR code and its print sheet load when one is asked for, not with the orders.
const FiscalChequeDialog = deferred(
  () => import('./FiscalChequeDialog').then((m) => m.FiscalChequeDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Чек»: the order's fiscal cheque as it prints, once the register has issued it. */
export function FiscalChequeButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.fiscal?.status !== 'issued') return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Фискальный чек заказа № ${order.id}`}
        {...FiscalChequeDialog.intent}
        onClick={() => setOpen(true)}
      >
        Чек
      </Button>
      <FiscalChequeDialog
        needed={open}
        order={order}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
