import type { CashTransfer } from '@/lib/api/cash-desks';
import { TRANSFER_KIND_LABELS } from '@/lib/shared/cash-transfers';
import { formatMoney } from '@/lib/shared/money';
import type { CashOrderData } from './CashOrder';

/**
 * The orders a movement makes: an expense order of the desk it left and a receipt order of the
 * desk that took it, for what its receiver counted. The bank keeps its own paper, so a collection
 * or delivery makes one.
 */
export function transferOrders(t: CashTransfer): CashOrderData[] {
  const basis = [
    `${TRANSFER_KIND_LABELS[t.kind]} № ${t.id}`,
    t.bagNumber && `сумка ${t.bagNumber}`,
    t.note,
  ]
    .filter(Boolean)
    .join(', ');
  const orders: CashOrderData[] = [];
  if (t.fromDesk) {
    orders.push({
      kind: 'expense',
      number: `П-${t.id}`,
      at: t.sentAt,
      deskName: t.fromDesk.name,
      counterpart: t.toDesk
        ? `${t.toDesk.name}${t.decidedBy ? `, ${t.decidedBy}` : ''}`
        : 'Инкассатор банка',
      basis,
      amount: t.amount,
      cashier: t.sentBy,
    });
  }
  if (t.toDesk && t.status === 'accepted') {
    orders.push({
      kind: 'receipt',
      number: `П-${t.id}`,
      at: t.decidedAt ?? t.sentAt,
      deskName: t.toDesk.name,
      counterpart: t.fromDesk ? `${t.fromDesk.name}, ${t.sentBy ?? '—'}` : 'Инкассатор банка',
      basis:
        t.received !== null && t.received !== t.amount
          ? `${basis}, отправлено ${formatMoney(t.amount)}, принято по пересчёту`
          : basis,
      amount: t.received ?? t.amount,
      cashier: t.decidedBy,
    });
  }
  return orders;
}
