/**
 * The specification's validation rules, shared by the browser and the API.
 * Each rule is a regular expression plus a normaliser; validators live in validators.ts.
 */

// A separator between parts: at most one space or hyphen.
const SEP = '[ -]?';
// Kazakh mobile code: 7, then 0/1/2/4/5/6/7, then 0–8; optionally in parentheses.
const CODE = '(?:7[0124567][0-8]|\\(7[0124567][0-8]\\))';
const HEAD = `\\+?7${SEP}${CODE}${SEP}\\d{3}${SEP}\\d{2}`;

/** +7 (701) 123-45-67, 87011234567 is not accepted: the number starts with an optional + and 7. */
export const PHONE_PATTERN = new RegExp(`^${HEAD}${SEP}\\d{2}$`);

/** Same as the phone, but the last group takes any number of digits (legacy numbers). */
export const OLD_PHONE_PATTERN = new RegExp(`^${HEAD}(?:${SEP}\\d+)?$`);

/** Cyrillic or Latin letters (ё included), space, hyphen, backtick; at least one letter. */
export const FULL_NAME_PATTERN = /^(?=.*[A-Za-zА-Яа-яЁё])[A-Za-zА-Яа-яЁё `-]+$/;

/** No phone, even a legacy one, is longer than this; a longer text is not tested against the rule. */
export const PHONE_MAX = 40;

export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isOldPhone = (value: string) => OLD_PHONE_PATTERN.test(value);
/** The longest full name of a person (a worker, a guest). */
export const FULL_NAME_MAX = 120;

export const isFullName = (value: string) => FULL_NAME_PATTERN.test(value);

/** `+7 (701) 123-45-67` → `+77011234567`. Call only on a value that passed its rule. */
export function normalizePhone(value: string): string {
  return `+${value.replace(/\D/g, '')}`;
}

/**
 * Control characters no text field may hold (C0 but tab, line feed and carriage return; DEL;
 * C1). PostgreSQL refuses NUL outright; the others only ever arrive by mistake or attack.
 */
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlChars = (value: string) => CONTROL_CHARS.test(value);

/** `+77011234567` → `+7 (701) 123-45-67`; anything else is returned as it is. */
export function formatPhone(stored: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : stored;
}
