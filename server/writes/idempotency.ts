import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { inTransaction, type Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../errors';

/** How long a key answers with its first result; a retry comes within minutes, a queue within days. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The `Idempotency-Key` every money write carries: without one a retry could double the record.
 * Visible ASCII, as a UUID or any client-made token is.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Передайте заголовок Idempotency-Key: один ключ на одну операцию' })
    .trim()
    .regex(/^[\x21-\x7e]{8,200}$/, 'Ключ — от 8 до 200 латинских букв, цифр и знаков без пробелов')
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description: 'Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ',
      example: '5f0c7a1e-2d4b-4c1a-9b7e-1f2a3b4c5d6e',
    }),
});

/** What makes two requests "the same": method, path and the validated body. */
export const requestFingerprint = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([method, path, body ?? null]))
    .digest('base64url');

export const keyReused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'Этот ключ идемпотентности уже использован для другого запроса',
    { 'idempotency-key': 'Для новой операции нужен новый ключ' },
  );

/** The key was stored by a twin request first: this attempt is rolled back and replays it. */
class KeyTaken extends Error {}

/** Who sends which key for which request, and when. */
export type KeyClaim = { userId: number; key: string; fingerprint: string; now: Date };

/**
 * Runs `write` once per (user, key). The key and the answer are stored at the end of the write's
 * own transaction; the key's primary key makes a twin request (a retry, a double click) wait there
 * for the first to commit and then fail, so its transaction rolls back and it replays the first
 * answer. A write that fails looks for its key too: a twin may have won meanwhile (after which,
 * say, the balance no longer covers the payout), and then its answer is the one to give.
 * Only answers of writes that happened are kept: a refusal wrote nothing, so a retry is judged
 * again (after the cashier has, say, brought the cash the balance lacked). Storing the key last
 * rather than claiming it first saves a statement on every write; only twins pay for it.
 * A write that is one statement (`ownsKey`) stores the key in that statement itself, with no
 * transaction around it: a twin's key makes the statement fail whole, and this replays it.
 * A twin in this same process does not write at all: it waits for the first and replays.
 */
export async function runIdempotent<T>(
  db: Db,
  claim: KeyClaim,
  write: (tx: Db) => Promise<T>,
  { ownsKey = false } = {},
): Promise<{ body: T; replayed: boolean }> {
  const flights = inFlight(db);
  const id = `${claim.userId}:${claim.key}`;
  const twin = flights.get(id);
  if (twin) {
    // A double click in this process: the first's answer, once it is committed, is the replay.
    const first = await twin;
    if (first) {
      if (first.fingerprint !== claim.fingerprint) throw keyReused();
      return { body: first.body as T, replayed: true };
    }
  }
  let landed!: (answer: Landed | null) => void;
  const flight = new Promise<Landed | null>((resolve) => (landed = resolve));
  flights.set(id, flight);
  let answer: { body: T; replayed: boolean } | null = null;
  try {
    answer = { body: await writeOnce(db, claim, write, ownsKey), replayed: false };
  } catch (error) {
    answer = await storedAnswer<T>(db, claim);
    if (!answer) throw error;
  } finally {
    if (flights.get(id) === flight) flights.delete(id);
    landed(answer && { fingerprint: claim.fingerprint, body: answer.body });
  }
  return answer;
}

async function writeOnce<T>(
  db: Db,
  claim: KeyClaim,
  write: (tx: Db) => Promise<T>,
  ownsKey: boolean,
) {
  if (ownsKey) return write(db);
  return inTransaction(db, async (tx) => {
    const result = await write(tx);
    const stored = await tx
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        fingerprint: claim.fingerprint,
        createdAt: claim.now,
        response: result,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (stored.length === 0) throw new KeyTaken();
    return result;
  });
}

/** The first answer to this key, replayed; 422 when the key came with another request. */
async function storedAnswer<T>(db: Db, claim: KeyClaim) {
  const [first] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!first) return null;
  if (first.fingerprint !== claim.fingerprint) throw keyReused();
  return { body: first.response as T, replayed: true };
}

/**
 * 422 when this user's key already answered another request. For a write that keeps its key in
 * its own record (an owed win): it reads the keys of every other write before it begins.
 */
export async function assertKeyFree(db: Db, claim: KeyClaim) {
  const [stored] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (stored && stored.fingerprint !== claim.fingerprint) throw keyReused();
}

/** The committed answer of a write, as its twins replay it. */
type Landed = { fingerprint: string; body: unknown };

/**
 * Writes under way in this process, by user and key. Only a shortcut: a twin waits for the first
 * instead of queueing behind the shift's lock, and replays the answer the first committed under
 * the key (the same the database would give it); when the first failed, it writes itself.
 */
const flightsByDb = new WeakMap<Db, Map<string, Promise<Landed | null>>>();
function inFlight(db: Db) {
  let flights = flightsByDb.get(db);
  if (!flights) flightsByDb.set(db, (flights = new Map()));
  return flights;
}

export async function purgeIdempotencyKeys(db: Db, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
