/**
 * Movements of cash between a hall's desks, its safe and the bank (decision 060), and the drop of
 * the machines' boxes into the safe (decision 066), which only a drop's agreed count sends.
 */
export const SENT_TRANSFER_KINDS = [
  'fill',
  'return',
  'transfer',
  'collection',
  'delivery',
] as const;
export const TRANSFER_KINDS = [...SENT_TRANSFER_KINDS, 'drop'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export type SentTransferKind = (typeof SENT_TRANSFER_KINDS)[number];

export const TRANSFER_KIND_LABELS: Record<TransferKind, string> = {
  fill: 'Подкрепление из сейфа',
  return: 'Сдача в сейф',
  transfer: 'Передача между кассами',
  collection: 'Инкассация в банк',
  delivery: 'Подкрепление из банка',
  drop: 'Выемка из автоматов',
};

export const TRANSFER_STATUSES = ['sent', 'accepted', 'refused'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  sent: 'В пути',
  accepted: 'Принято',
  refused: 'Отклонено',
};

/** The longest bag number a collection names. */
export const BAG_NUMBER_MAX = 40;

/** «Касса 1 → Сейф», the bank standing for a missing end. */
export const transferRoute = (t: {
  fromDesk: { name: string } | null;
  toDesk: { name: string } | null;
}) => `${t.fromDesk?.name ?? 'Банк'} → ${t.toDesk?.name ?? 'Банк'}`;
