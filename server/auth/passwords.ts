import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { normalizePassword } from '@/lib/shared/validation/password';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const PARAMS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 hashes on libuv's thread pool, off the event loop, but a burst of logins would still
 * take every core. Hashing waits its turn so that one core stays free for other requests.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(MAX_CONCURRENT_HASHES);

/** Passwords are hashed in NFKC: the same password typed on another keyboard is the same. */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2.hash(normalizePassword(password), PARAMS));
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await hashing(() => argon2.verify(hash, normalizePassword(password)));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown login cannot be told by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no such user');
  await verifyPassword(password, await dummy);
  return false;
}
