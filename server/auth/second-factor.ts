/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, one step either side for a clock
 * that is a little off) and ten one-use recovery codes. A code is taken once: the step of each
 * accepted code is kept, and only a later step passes after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Бэк-офис залов';
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O, U to misread.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const totp = (secret: string, login = '') =>
  new TOTP({ issuer: ISSUER, label: login, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, login: string) => totp(secret, login).toString();

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step `code` belongs to, within one step of `now`; null when it is not a code of it. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!isTotpCode(code)) return null;
  const otp = totp(secret);
  const delta = otp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : otp.counter({ timestamp: now.getTime() }) + delta;
}

/** A code as a person types it: spaces and dashes dropped, letters in capitals. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeCode(code)).digest('base64url');

/** Ten codes of 16 characters (80 random bits), shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}
