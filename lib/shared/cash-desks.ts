/**
 * A hall's cash desks, their counts and variances (decision 060): the vocabulary and the rules
 * that the browser and the API both apply.
 */
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

export const DESK_KINDS = ['window', 'bar', 'safe'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];
export const DESK_KIND_LABELS: Record<DeskKind, string> = {
  window: 'Касса',
  bar: 'Бар',
  safe: 'Сейф',
};
/** The desks a person holds with a shift; the safe is kept by the hall's managers. */
export const SHIFT_DESK_KINDS = ['window', 'bar'] as const;

/** Whether a count may be a total (`optional`) or must name every note and coin (`required`). */
export const COUNT_POLICIES = ['required', 'optional'] as const;
export type CountPolicy = (typeof COUNT_POLICIES)[number];

export const DENOMINATION_FORMS = ['note', 'coin'] as const;
export type DenominationForm = (typeof DENOMINATION_FORMS)[number];
/** One note or coin of the hall's currency: its face value in whole tenge. */
export type Denomination = { value: string; form: DenominationForm };

/**
 * The tenge's notes and coins in circulation, largest first: the default of
 * `CASH_DENOMINATIONS` (notes, then `|`, then coins). 200 ₸ is both a note and a coin.
 */
export const DEFAULT_DENOMINATIONS = '20000,10000,5000,2000,1000,500,200|200,100,50,20,10,5,2,1';

/** `CASH_DENOMINATIONS` read: null when it is not two lists of whole tenge, each value once. */
export function parseDenominations(text: string): Denomination[] | null {
  const parts = text.split('|');
  if (parts.length !== 2) return null;
  const result: Denomination[] = [];
  for (const [i, part] of parts.entries()) {
    const form = DENOMINATION_FORMS[i];
    const values = part.split(',').map((v) => v.trim());
    for (const value of values) {
      if (!/^[1-9]\d{0,6}$/.test(value)) return null;
      if (result.some((d) => d.form === form && d.value === value)) return null;
      result.push({ value, form });
    }
  }
  return result;
}

/** The most pieces of one note or coin a count may state. */
export const MAX_PIECES = 9_999_999;

/** A count as the API takes it: the pieces of each denomination, or a total where allowed. */
export type CountInput =
  | { denominations: { value: string; form?: DenominationForm; count: number }[] }
  | { total: string };

/** A count's lines with their form settled: a value that is a note is a note unless told. */
export function countLines(
  lines: { value: string; form?: DenominationForm; count: number }[],
  known: readonly Denomination[],
): { value: string; form: DenominationForm; count: number }[] {
  return lines.map((line) => ({
    value: line.value,
    count: line.count,
    form:
      line.form ??
      (known.some((d) => d.value === line.value && d.form === 'note') ? 'note' : 'coin'),
  }));
}

/** The sum of a count's pieces in tiyn: computed, never typed. */
export const piecesTotal = (lines: readonly { value: string; count: number }[]) =>
  lines.reduce((sum, line) => sum + BigInt(line.value) * 100n * BigInt(line.count), 0n);

/** Who must sign a variance off: nobody, the manager, or the manager and head office. */
export const SIGN_OFF_LEVELS = ['none', 'manager', 'head_office'] as const;
export type SignOffLevel = (typeof SIGN_OFF_LEVELS)[number];

/** The sign-off a variance of this size needs (thresholds in whole tenge, exclusive). */
export function signOffLevel(
  amount: bigint,
  thresholds: { signOffTenge: number; headOfficeTenge: number },
): SignOffLevel {
  const size = amount < 0n ? -amount : amount;
  if (size > BigInt(thresholds.headOfficeTenge) * 100n) return 'head_office';
  if (size > BigInt(thresholds.signOffTenge) * 100n) return 'manager';
  return 'none';
}

/** A variance as people say it: «недостача 1 500,00 ₸», «излишек 200,00 ₸», «без расхождения». */
export function varianceText(amount: string): string {
  const units = toMinorUnits(amount);
  if (units === 0n) return 'без расхождения';
  const size = formatMoney(fromMinorUnits(units < 0n ? -units : units));
  return units < 0n ? `недостача ${size}` : `излишек ${size}`;
}

/** What a screen shows for a desk's cash: the sum, or that a blind hall does not tell it. */
export const shownCash = (value: string | null) =>
  value === null ? 'не показывается' : formatMoney(value);

/** « В кассе 12 500,00 ₸» after a message, or nothing where the hall counts blind. */
export const cashAfter = (value: string | null) =>
  value === null ? '' : ` В кассе ${formatMoney(value)}`;

export const VARIANCE_KINDS = [
  'opening',
  'closing',
  'handover',
  'safe',
  'transfer',
  'machine_drop',
  'machine_credits',
  'machine_hand_pays',
] as const;
export type VarianceKind = (typeof VARIANCE_KINDS)[number];
export const VARIANCE_KIND_LABELS: Record<VarianceKind, string> = {
  opening: 'Открытие смены',
  closing: 'Закрытие смены',
  handover: 'Передача смены',
  safe: 'Пересчёт сейфа',
  transfer: 'Приём перемещения',
  machine_drop: 'Выемка против счётчика купюр',
  machine_credits: 'Зачисления с кассы против счётчика автомата',
  machine_hand_pays: 'Ручные выплаты против счётчиков автомата',
};

/** A variance of a machine (decision 067), not of a person's cash. */
export const isMachineVariance = (kind: VarianceKind) => kind.startsWith('machine_');
