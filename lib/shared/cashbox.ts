/** The cash desk's vocabulary and the amount rule, shared by the browser and the API. */
import { MAX_CASH_OPERATION } from './business-rules';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';
import { messages } from './validation/messages';

export const OPERATION_TYPES = [
  'cash_in',
  'cash_out',
  'collection',
  'payout',
  'sale',
  'refund',
  'transfer_out',
  'transfer_in',
  'transfer_back',
  'reversal_in',
  'reversal_out',
  'machine_credit',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** What a cashier records by hand; sales and refunds come only from orders. */
export const MANUAL_OPERATION_TYPES = [
  'cash_in',
  'cash_out',
  'collection',
  'payout',
  'machine_credit',
] as const;
export type ManualOperationType = (typeof MANUAL_OPERATION_TYPES)[number];

export const OPERATION_LABELS: Record<OperationType, string> = {
  cash_in: 'Внесение',
  cash_out: 'Изъятие',
  collection: 'Инкассация',
  payout: 'Выплата',
  sale: 'Продажа',
  refund: 'Возврат',
  transfer_out: 'Перемещение: отправлено',
  transfer_in: 'Перемещение: принято',
  transfer_back: 'Перемещение: не принято',
  reversal_in: 'Сторно: возврат в кассу',
  reversal_out: 'Сторно: изъятие из кассы',
  machine_credit: 'Зачисление на автомат',
};

/** +1 when the operation brings cash into the desk, −1 when it takes cash out. */
export const OPERATION_SIGN: Record<OperationType, 1n | -1n> = {
  cash_in: 1n,
  cash_out: -1n,
  collection: -1n,
  payout: -1n,
  sale: 1n,
  refund: -1n,
  transfer_out: -1n,
  transfer_in: 1n,
  transfer_back: 1n,
  reversal_in: 1n,
  reversal_out: -1n,
  machine_credit: 1n,
};

/** What a payout pays by hand (SAS 6.02's two hand-paid meters, decision 065). */
export const PAYOUT_KINDS = ['jackpot', 'cancelled'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = {
  jackpot: 'Джекпот',
  cancelled: 'Снятие кредитов',
};

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

export const ORDER_STATUSES = ['paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Оплачен',
  cancelled: 'Отменён',
};

/** What the shift archive sorts by (the API's `sort`). */
export const SHIFT_SORT_LABELS = {
  openedAt: 'Открыта',
  closedAt: 'Закрыта',
  discrepancy: 'Расхождение',
} as const;
export type ShiftSort = keyof typeof SHIFT_SORT_LABELS;

/** What the cash journal sorts by (the API's `sort`). */
export const OPERATION_SORT_LABELS = {
  createdAt: 'Время',
  type: 'Вид',
  amount: 'Сумма',
} as const;
export type OperationSort = keyof typeof OPERATION_SORT_LABELS;

/** What the orders' list sorts by (the API's `sort`). */
export const ORDER_SORT_LABELS = {
  createdAt: 'Время',
  total: 'Сумма',
  status: 'Статус',
} as const;
export type OrderSort = keyof typeof ORDER_SORT_LABELS;

/** Longest note on an operation. */
export const NOTE_MAX = 500;
/** Most units of one product in one order, and most lines in one order. */
export const ORDER_QUANTITY_MAX = 99;
export const ORDER_LINES_MAX = 50;

/**
 * The most cash a count (opening or closing a shift) may state: the desk can hold more than one
 * operation may move, and a count it cannot state would lock the shift open.
 */
export const MAX_CASH_COUNT = '999999999999.99';
const AMOUNT = /^(\d{1,12})(?:\.(\d+))?$/;

/** What a person types («12 500,5») as the API's decimal string («12500.5»): spaces out, comma → dot. */
export function normalizeAmount(input: string): string {
  return input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

/**
 * The Russian message for an amount that breaks the rule, or null: a decimal with at most two
 * places, not above `max` (an operation's 100 000 000 ₸ unless told), above zero unless
 * `allowZero` (counted cash may be zero).
 */
export function amountMessage(
  value: string,
  {
    label = 'Сумма',
    allowZero = false,
    max = MAX_CASH_OPERATION,
  }: { label?: string; allowZero?: boolean; max?: string } = {},
): string | null {
  const maxMessage = () => `Сумма не может быть больше ${formatMoney(max)}`;
  if (value === '') return messages.required(label);
  if (/^\d{13,}(\.\d*)?$/.test(value)) return maxMessage();
  const match = AMOUNT.exec(value);
  if (!match) return 'Введите сумму цифрами, например 12500 или 12500,50';
  if ((match[2] ?? '').length > 2) return 'Не больше двух знаков после запятой';
  const units = toMinorUnits(value);
  if (units === 0n && !allowZero) return 'Сумма должна быть больше нуля';
  if (units > toMinorUnits(max)) return maxMessage();
  return null;
}

/** A valid amount in its canonical form: «007.5» → «7.50». */
export const canonicalAmount = (value: string) => fromMinorUnits(toMinorUnits(value));

/** The message for an amount as a person typed it («12 500,50»), or null. */
export const typedAmountMessage = (typed: string, options?: Parameters<typeof amountMessage>[1]) =>
  amountMessage(normalizeAmount(typed), options);

/** The bar menu's texts and places. */
export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_CATEGORY_MAX = 40;
export const PRODUCT_POSITION_MAX = 9999;
