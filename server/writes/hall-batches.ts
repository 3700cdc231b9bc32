import { inTransaction, type Db } from '../db/database';
import { ApiError } from '../errors';

/** At most this many writes share a commit: the hall's lock is held for all of them. */
export const MAX_BATCH = 50;

type Job = {
  run: (tx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** The writes waiting for their hall, and whether a batch of the hall is being written. */
type Hall = { waiting: Job[]; writing: boolean };

/** An instance's halls with writes waiting or being written (one per instance: `instance.ts`). */
export type HallBatches = Map<number, Hall>;

/**
 * Runs a one-statement write of a hall (a cash operation). Writes of the hall that arrive while
 * one is being written are written next, together, in one transaction: each statement locks the
 * hall's open shift until its commit, and the commit waits for the disk, so one commit a write
 * would hold that lock through a disk flush per operation. A lone write runs as it is.
 * A write's refusal (an ApiError it throws after its statement) is its own; any other failure
 * rolls the batch back and each of its writes runs again alone, so one write's conflict (a
 * twin's key) never costs the others theirs. Answers are given once the batch has committed.
 */
export function inHallBatch<T>(
  halls: HallBatches,
  db: Db,
  hallId: number,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  let hall = halls.get(hallId);
  if (!hall) halls.set(hallId, (hall = { waiting: [], writing: false }));
  const written = new Promise<T>((resolve, reject) => {
    hall.waiting.push({ run, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!hall.writing) void writeBatches(halls, db, hallId, hall);
  return written;
}

async function writeBatches(halls: HallBatches, db: Db, hallId: number, hall: Hall) {
  hall.writing = true;
  try {
    while (hall.waiting.length > 0) {
      const batch = hall.waiting.splice(0, MAX_BATCH);
      if (batch.length === 1) await settle(batch[0], () => batch[0].run(db));
      else await writeTogether(db, batch);
    }
  } finally {
    hall.writing = false;
    halls.delete(hallId);
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function writeTogether(db: Db, batch: Job[]) {
  let outcomes: Outcome[];
  try {
    outcomes = await inTransaction(db, async (tx) => {
      const done: Outcome[] = [];
      for (const job of batch) {
        try {
          done.push({ ok: true, value: await job.run(tx) });
        } catch (error) {
          // A refusal wrote nothing and leaves the transaction usable; anything else does not.
          if (!(error instanceof ApiError)) throw error;
          done.push({ ok: false, error });
        }
      }
      return done;
    });
  } catch {
    await Promise.all(batch.map((job) => settle(job, () => job.run(db))));
    return;
  }
  batch.forEach((job, i) => {
    const outcome = outcomes[i];
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
}

async function settle(job: Job, run: () => Promise<unknown>) {
  try {
    job.resolve(await run());
  } catch (error) {
    job.reject(error);
  }
}
