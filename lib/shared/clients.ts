/** The chain's clients and their visits: the vocabulary of the browser and the API. */

/** A guest scanned or typed again within this long in the same hall is the same visit. */
export const REPEAT_VISIT_MINUTES = 10;

export const CONSENT_SOURCE_LABELS = {
  desk: 'На кассе',
  import: 'Импорт базы',
  'sms-reply': 'Ответ на SMS',
} as const;
export type ConsentSource = keyof typeof CONSENT_SOURCE_LABELS;

/** What the clients' list sorts by (the API's `sort`), and the column of each. */
export const CLIENT_SORT_LABELS = {
  registeredAt: 'Регистрация',
  fullName: 'ФИО',
  lastVisitAt: 'Последний визит',
} as const;
export type ClientSort = keyof typeof CLIENT_SORT_LABELS;

export const CONSENT_FILTER_LABELS = { yes: 'Согласны на SMS', no: 'Без согласия' } as const;
export type ConsentFilter = keyof typeof CONSENT_FILTER_LABELS;

/**
 * How a guest is named to the staff at the door: the first name and the surname's initial
 * («Иванов Иван Иванович» → «Иван И.»), never the full name or the phone.
 */
export function shortName(fullName: string): string {
  const [surname, name] = fullName.trim().split(/\s+/);
  if (!name) return surname ?? '';
  return `${name} ${surname.charAt(0).toUpperCase()}.`;
}

/** The columns of a client import, in the template's order. */
export const IMPORT_COLUMNS = {
  phone: 'Телефон',
  fullName: 'ФИО',
  hall: 'Зал',
  consent: 'Согласие на SMS',
  registeredAt: 'Дата регистрации',
  iin: 'ИИН',
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The answer of an import or its dry run. */
export type ImportResult = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: { row: number; field: ImportColumn | 'file'; message: string }[];
  /** More errors than the list carries. */
  moreErrors: number;
  /** Whether anything was written. */
  written: boolean;
};
