/**
 * Who a guest is, as the law asks the door to know it (Law No 219-III, Art. 15-1): a citizen's
 * IIN, or a foreigner's document with the citizenship and the birth date. The browser and the
 * API judge it by the same functions.
 */
import { isIsoDate } from './iso-date';

/** The age from which a person may enter a gaming hall. */
export const ENTRY_AGE = 21;

export const DOCUMENT_TYPE_LABELS = {
  passport: 'Паспорт',
  id_card: 'Удостоверение личности',
  residence_permit: 'Вид на жительство',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPE_LABELS;

/**
 * The citizenships the door offers first (ISO 3166-1 alpha-3); the API takes any three capital
 * letters.
 */
export const CITIZENSHIP_LABELS = {
  RUS: 'Россия',
  UZB: 'Узбекистан',
  KGZ: 'Кыргызстан',
  TJK: 'Таджикистан',
  TKM: 'Туркменистан',
  BLR: 'Беларусь',
  ARM: 'Армения',
  AZE: 'Азербайджан',
  GEO: 'Грузия',
  MNG: 'Монголия',
  CHN: 'Китай',
  TUR: 'Турция',
  KOR: 'Республика Корея',
  IND: 'Индия',
  DEU: 'Германия',
  USA: 'США',
} as const;

export const CITIZENSHIP_PATTERN = /^[A-Z]{3}$/;
/** A document's number: Latin capitals and digits, as printed (spaces and hyphens dropped). */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;
export const DOCUMENT_NUMBER_MAX = 20;

/** The door's answers that are not an admission, in the words a cashier sees. */
export const UNDER_AGE_MESSAGE = `Вход с ${ENTRY_AGE} года`;
/** The register is confidential: the refusal says nothing of its reason. */
export const ENTRY_REFUSED_MESSAGE = 'Вход невозможен';
/** A hall in a zone for foreigners only refuses a citizen of Kazakhstan (decision 069). */
export const FOREIGNERS_ONLY_MESSAGE = 'Вход только для иностранных граждан';
/** Kazakhstan's code as a document's citizenship (ISO 3166-1 alpha-3). */
export const KAZAKHSTAN_CODE = 'KAZ';

export const IIN_MESSAGES = {
  format: 'ИИН — 12 цифр',
  checksum: 'ИИН введён с ошибкой: контрольная цифра не сходится',
  century: 'ИИН введён с ошибкой: седьмая цифра (век рождения) должна быть от 1 до 6',
  date: 'ИИН введён с ошибкой: в первых шести цифрах нет такой даты рождения',
  future: 'ИИН введён с ошибкой: дата рождения ещё не наступила',
} as const;

const WEIGHTS_FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const WEIGHTS_SECOND = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** The IIN's check digit for its first eleven digits, or null when no IIN has them (10 twice). */
export function iinCheckDigit(first11: string): number | null {
  const digits = [...first11].map(Number);
  const sum = (weights: number[]) => digits.reduce((s, d, i) => s + d * weights[i], 0) % 11;
  const first = sum(WEIGHTS_FIRST);
  if (first !== 10) return first;
  const second = sum(WEIGHTS_SECOND);
  return second === 10 ? null : second;
}

/** The birth date (`YYYY-MM-DD`) an IIN encodes: its first six digits and the century digit. */
export function iinBirthDate(iin: string): string | null {
  const centuryDigit = Number(iin[6]);
  if (!(centuryDigit >= 1 && centuryDigit <= 6)) return null;
  const century = 1800 + 100 * Math.floor((centuryDigit - 1) / 2);
  const date = `${century + Number(iin.slice(0, 2))}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
  return isIsoDate(date) ? date : null;
}

/**
 * Why an IIN is not one, in Russian, or null when it is: twelve digits, a real birth date in a
 * known century, not later than `today` (`YYYY-MM-DD`), and the check digit. The value is taken
 * as typed: spaces are the caller's to drop.
 */
export function iinProblem(iin: string, today: string): string | null {
  if (!/^\d{12}$/.test(iin)) return IIN_MESSAGES.format;
  const centuryDigit = Number(iin[6]);
  if (centuryDigit < 1 || centuryDigit > 6) return IIN_MESSAGES.century;
  const birthDate = iinBirthDate(iin);
  if (!birthDate) return IIN_MESSAGES.date;
  if (birthDate > today) return IIN_MESSAGES.future;
  if (iinCheckDigit(iin.slice(0, 11)) !== Number(iin[11])) return IIN_MESSAGES.checksum;
  return null;
}

/** An IIN as a person types it: digits with spaces or hyphens between groups. */
export const normalizeIin = (value: string) => value.replace(/[\s-]/g, '');

/** A document number as printed: capitals, with no spaces or hyphens. */
export const normalizeDocumentNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * The day a person born on `birthDate` turns `age`: the same day and month, or the month's last
 * day when it has no such day (born on 29 February: 28 February), as a term in years ends under
 * Kazakhstan's Civil Code.
 */
export function birthdayAt(birthDate: string, age: number): string {
  const year = Number(birthDate.slice(0, 4)) + age;
  const month = birthDate.slice(5, 7);
  const day = Number(birthDate.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
  return `${year}-${month}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Whether a person born on `birthDate` may enter on `today` (both `YYYY-MM-DD`). */
export const mayEnter = (birthDate: string, today: string) =>
  birthdayAt(birthDate, ENTRY_AGE) <= today;
