/**
 * The password rule (NIST SP 800-63-4), one for the browser and the server: long enough (15
 * characters, or 8 with a second factor), not over 128, not among the 10 000 most common
 * passwords, not holding the login; any characters, no composition rules. Characters are counted
 * as a person sees them: code points after NFKC, the form the server hashes.
 */
import { COMMON_PASSWORDS } from './common-passwords';
import { hasControlChars } from './rules';
import { messages } from './messages';

export const PASSWORD_MIN = 15;
export const PASSWORD_MIN_WITH_MFA = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | null = null;
const isCommon = (password: string) =>
  (common ??= new Set(COMMON_PASSWORDS.split('\n'))).has(password.toLowerCase());

/** The form a password is hashed and measured in: equivalent spellings are one password. */
export const normalizePassword = (password: string) => password.normalize('NFKC');

export const passwordMin = (mfa: boolean) => (mfa ? PASSWORD_MIN_WITH_MFA : PASSWORD_MIN);

/** What is wrong with `password` as a new password of `login`, or null when it may be set. */
export function passwordProblem(
  password: string,
  { login, mfa }: { login: string; mfa: boolean },
): string | null {
  if (password === '') return 'Введите новый пароль';
  if (hasControlChars(password)) return messages.controlChars();
  const normal = normalizePassword(password);
  const length = [...normal].length;
  const min = passwordMin(mfa);
  if (length < min) {
    return mfa
      ? `Пароль должен быть не короче ${min} символов`
      : `Пароль должен быть не короче ${min} символов (со вторым фактором — ${PASSWORD_MIN_WITH_MFA})`;
  }
  if (length > PASSWORD_MAX) return `Пароль должен быть не длиннее ${PASSWORD_MAX} символов`;
  if (isCommon(normal)) return 'Это один из самых распространённых паролей — выберите другой';
  const name = login.trim().toLowerCase();
  if (name && normal.toLowerCase().includes(name)) return 'Пароль не должен содержать логин';
  return null;
}
