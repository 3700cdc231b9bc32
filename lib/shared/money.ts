/**
 * Exact money: decimal strings at the edges ("12500.00"), bigint minor units (tiyn) inside.
 * No floating point anywhere.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export const CURRENCY_SIGN = '₸';

/** "12500.5" → 1250050n. Throws on anything that is not a decimal with at most 2 places. */
export function toMinorUnits(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const [, minus, whole, fraction = ''] = match;
  const units = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -units : units;
}

/** 1250050n → "12500.50". */
export function fromMinorUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "12500.00" → "12 500,00 ₸". */
export function formatMoney(value: string): string {
  const [whole, fraction] = fromMinorUnits(toMinorUnits(value)).split('.');
  const sign = whole.startsWith('-') ? '−' : '';
  const digits = whole.replace('-', '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${grouped},${fraction} ${CURRENCY_SIGN}`;
}

/** Sum of decimal strings, exact. */
export function addMoney(...values: string[]): string {
  return fromMinorUnits(values.reduce((sum, v) => sum + toMinorUnits(v), 0n));
}

/** price × whole quantity, exact. */
export function multiplyMoney(value: string, quantity: number): string {
  if (!Number.isInteger(quantity)) throw new Error(`Quantity must be whole: ${quantity}`);
  return fromMinorUnits(toMinorUnits(value) * BigInt(quantity));
}
