'use client';

import { Stack, Text } from '@mantine/core';
import { formatMoney } from '@/lib/shared/money';
import { useHallsStore } from '@/stores/halls-store';
import { useHallClock } from '../../common/use-hall-clock';
import { tengeInWords } from './amount-in-words';
import classes from './Paper.module.css';

/** A receipt order (ПКО: cash into a desk) or an expense order (РКО: cash out of one). */
export type CashOrderData = {
  kind: 'receipt' | 'expense';
  /** The number of the entry it documents: the operation's or the movement's. */
  number: string;
  at: string;
  deskName: string;
  /** «Принято от» of a receipt, «Выдать» of an expense. */
  counterpart: string;
  basis: string;
  amount: string;
  /** The cashier who takes the cash in or gives it out. */
  cashier: string | null;
};

/** A cash order as it prints: the amount in figures and in words, the signatures' lines. */
export function CashOrder({ order }: { order: CashOrderData }) {
  const hall = useHallsStore((s) => s.hallsList.find((h) => h.id === s.currentHall));
  const clock = useHallClock();
  const receipt = order.kind === 'receipt';
  return (
    <Stack gap="sm" className={classes.order} data-testid="cash-order">
      <Text size="sm">{hall?.name ?? ''}</Text>
      <Text className={classes.title}>
        {receipt ? 'Приходный' : 'Расходный'} кассовый ордер № {order.number}
      </Text>
      <Text size="sm" ta="center">
        от {clock.dateTime(order.at)}
      </Text>
      <dl className={classes.rows}>
        <dt>Касса</dt>
        <dd>{order.deskName}</dd>
        <dt>{receipt ? 'Принято от' : 'Выдать'}</dt>
        <dd>{order.counterpart}</dd>
        <dt>Основание</dt>
        <dd>{order.basis}</dd>
        <dt>Сумма</dt>
        <dd>
          <strong>{formatMoney(order.amount)}</strong>
        </dd>
        <dt>Сумма прописью</dt>
        <dd data-testid="amount-in-words">{tengeInWords(order.amount)}</dd>
      </dl>
      <div className={classes.signatures}>
        <div className={classes.signature}>Руководитель</div>
        <div className={classes.signature}>Кассир {order.cashier ?? ''}</div>
        <div className={classes.signature}>{receipt ? 'Сдал' : 'Получил'}</div>
      </div>
    </Stack>
  );
}
