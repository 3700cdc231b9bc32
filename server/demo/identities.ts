import { iinCheckDigit } from '@/lib/shared/identity';

/**
 * The IIN of a person born on `birthDate` (`YYYY-MM-DD`) with the register's serial `serial`
 * (0–9999): the century digit of a man (odd) or a woman (even), and the check digit. A serial
 * whose digits give no check digit (no such IIN is issued) moves on to the next.
 */
export function iinOf(birthDate: string, serial: number, woman = false): string {
  const year = Number(birthDate.slice(0, 4));
  const century = 1 + 2 * Math.floor((year - 1800) / 100) + (woman ? 1 : 0);
  const head = `${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${century}`;
  for (let s = serial; ; s = (s + 1) % 10_000) {
    const first11 = `${head}${String(s).padStart(4, '0')}`;
    const check = iinCheckDigit(first11);
    if (check !== null) return `${first11}${check}`;
  }
}
