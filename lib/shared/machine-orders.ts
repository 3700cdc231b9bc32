/** A slot machine's work orders and card (decision 069), in words. */

export const MACHINE_ORDER_KINDS = [
  'put_into_service',
  'move',
  'arrival',
  'game_change',
  'ram_clear',
  'seal_change',
  'withdrawal',
  'correction',
] as const;
export type MachineOrderKind = (typeof MACHINE_ORDER_KINDS)[number];

/** What a person may ask for: an arrival is written by the approval of a move. */
export const REQUESTED_ORDER_KINDS = MACHINE_ORDER_KINDS.filter(
  (kind): kind is Exclude<MachineOrderKind, 'arrival'> => kind !== 'arrival',
);

export const MACHINE_ORDER_LABELS: Record<MachineOrderKind, string> = {
  put_into_service: 'Ввод в эксплуатацию',
  move: 'Перемещение в другой зал',
  arrival: 'Поступление из другого зала',
  game_change: 'Смена игры',
  ram_clear: 'Сброс памяти (RAM clear)',
  seal_change: 'Замена пломбы',
  withdrawal: 'Вывод из эксплуатации',
  correction: 'Исправление карточки',
};

export const ORDER_STATUSES = ['requested', 'approved', 'refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Ждёт утверждения',
  approved: 'Утверждён',
  refused: 'Отклонён',
};
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  requested: 'orange',
  approved: 'teal',
  refused: 'gray',
};

/** The card's texts: a manufacturer's name, a program id, a seal, a certificate, a registration. */
export const CARD_TEXT_MAX = 100;
export const ORDER_NOTE_MAX = 500;

/** The fields of the card an order writes, in the order the card shows them. */
export const CARD_FIELD_LABELS = {
  manufacturer: 'Производитель',
  name: 'Модель',
  serial: 'Серийный номер',
  romId: 'Программа (ROM)',
  sealNo: 'Пломба',
  certificateNo: 'Сертификат №',
  certificateDate: 'Дата сертификата',
  denomination: 'Номинал кредита',
  taxRegNo: 'Регистрация в налоговом органе №',
  taxRegDate: 'Дата регистрации',
} as const;
export type CardField = keyof typeof CARD_FIELD_LABELS;

/** The columns of a chain's machines loaded from a file (decision 069), as the header names them. */
export const MACHINE_IMPORT_COLUMNS = [
  'number',
  'model',
  'serial',
  'zone',
  'manufacturer',
  'rom',
  'seal',
  'certificate',
  'certificate_date',
  'denomination',
  'tax_reg_no',
  'tax_reg_date',
  'in_service_from',
  'game',
] as const;
export type MachineImportColumn = (typeof MACHINE_IMPORT_COLUMNS)[number];
