import { randomInt } from 'node:crypto';

// Lower-case letters and digits that cannot be mistaken for each other when read aloud or typed.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password: 16 random characters (about 79 bits) in groups of four, easy to read
 * out and type once. It works once, within 72 hours (lib/shared/accounts), and is never stored.
 */
export function newTemporaryPassword(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').match(/.{4}/g)!.join('-');
}
