import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. argon2 hashes on libuv's thread pool,
// so a login never blocks other requests.
const PARAMS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMS);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
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
