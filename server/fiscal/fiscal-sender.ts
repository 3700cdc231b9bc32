/**
 * The outbox's worker (decision 063): sends each register its documents in the order they were
 * written, one at a time per register, from any number of instances. A register is claimed for
 * a while (`FOR NO KEY UPDATE SKIP LOCKED`, then a lease), the call goes out with no transaction
 * open, and the outcome is written under the same claim. Whatever happens between — a timeout,
 * a crash, a database restart — leaves the document pending; the next send carries the same
 * external number, and the register's «exists» (14) carries the document that exists.
 */
import type { Db } from '../db/database';
import { logger, loggedError } from '../logger';
import { sendDocument } from './document-send';
import { claimNext } from './register-claims';
import { recordOutcome, recordUnwritten, type Outcome } from './register-outcomes';
import type { WebkassaClient } from './webkassa-client';

/**
 * Sends the next due document of one register, if any. Returns whether one was tried, so a
 * round goes on while there is work. An answer that cannot be written never stops the register:
 * the document is tried again, then failed.
 */
export async function sendNext(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await claimNext(db, now(), leaseMs);
  if (!claimed) return false;
  const outcome = await sendDocument(db, client, claimed).catch((error: unknown): Outcome => ({
    kind: 'retry',
    error: error instanceof Error ? error.message : 'Сбой отправки',
  }));
  try {
    await recordOutcome(db, claimed, outcome, now());
  } catch (error) {
    logger.error({ err: loggedError(error) }, 'Фискальные чеки: ответ кассы не записан');
    const reason = error instanceof Error ? error.constructor.name : 'сбой записи';
    await recordUnwritten(db, claimed, reason, now());
  }
  return true;
}

/**
 * One round: `lanes` senders side by side (each takes a register no other one holds) until no
 * register has a document due. Safe on every instance at once.
 */
export async function runFiscalRound(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  { leaseMs, lanes = 4, limit = 10_000 }: { leaseMs: number; lanes?: number; limit?: number },
) {
  let sent = 0;
  const lane = async () => {
    while (sent < limit && (await sendNext(db, client, now, leaseMs))) sent += 1;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return sent;
}

/** Runs a round every `everyMs`; rounds never overlap; the timer never keeps the process alive. */
export function startFiscalSender(
  db: Db,
  client: WebkassaClient,
  now: () => Date,
  options: { leaseMs: number; everyMs?: number; lanes?: number },
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runFiscalRound(db, client, now, options);
    } catch (error) {
      logger.error({ err: loggedError(error) }, 'Фискальные чеки: раунд отправки не удался');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.everyMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
