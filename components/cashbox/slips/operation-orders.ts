import type { Operation } from '@/lib/api/cashbox';
import { OPERATION_LABELS, OPERATION_SIGN } from '@/lib/shared/cashbox';
import type { CashOrderData } from './CashOrder';

/** The operations typed at a desk by hand: each has its order; a movement's are the safe's. */
const ORDERED = new Set<Operation['type']>([
  'cash_in',
  'cash_out',
  'collection',
  'payout',
  'machine_credit',
]);

/**
 * The receipt order of a cash-in or a credit to a machine, the expense order of a withdrawal,
 * collection or payout.
 */
export function operationOrders(op: Operation): CashOrderData[] {
  if (!ORDERED.has(op.type)) return [];
  const receipt = OPERATION_SIGN[op.type] > 0n;
  const payee = op.client
    ? `${op.client.shortName}, выигрыш на автомате № ${op.terminal}`
    : op.type === 'machine_credit'
      ? `Гость, зачисление на автомат № ${op.terminal}`
      : null;
  return [
    {
      kind: receipt ? 'receipt' : 'expense',
      number: String(op.id),
      at: op.createdAt,
      deskName: op.deskName,
      counterpart: payee ?? (op.type === 'collection' ? 'Инкассатор банка' : op.note || '—'),
      basis: [OPERATION_LABELS[op.type], op.note].filter(Boolean).join(': '),
      amount: op.amount,
      cashier: op.createdBy,
    },
  ];
}
