'use client';

import { Text } from '@mantine/core';
import type { Order } from '@/lib/api/bar';

type Cheque = NonNullable<Order['fiscal']>;

const COLORS = { issued: 'teal', pending: 'yellow.8', failed: 'red' } as const;

/** What a sale's or a return's cheque came to, in a line: its number, or why there is none yet. */
function line(cheque: Cheque, returned: boolean) {
  const what = returned ? 'Чек возврата' : 'Фискальный чек';
  if (cheque.status === 'issued') {
    return `${what} № ${cheque.checkNumber}${cheque.offline ? ' (автономный режим)' : ''}`;
  }
  if (cheque.status === 'pending') return `${what} ждёт регистрации`;
  return `${what} не пробит`;
}

/** The order's cheques under its status: the sale's, and the return's once cancelled. */
export function FiscalMark({ order }: { order: Order }) {
  if (!order.fiscal) return null;
  return (
    <>
      {[
        [order.fiscal, false] as const,
        ...(order.returnFiscal ? [[order.returnFiscal, true] as const] : []),
      ].map(([cheque, returned]) => (
        <Text
          key={String(returned)}
          size="xs"
          c={COLORS[cheque.status]}
          title={cheque.error ?? undefined}
        >
          {line(cheque, returned)}
        </Text>
      ))}
    </>
  );
}
