import { inTransaction, type Db } from '../db/database';
import { ApiError } from '../errors';

/** At most this many writes share a commit: the desk's lock is held for all of them. */
export const MAX_BATCH = 50;

type Job = {
  run: (tx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** The writes waiting for their desk, and whether a batch of the desk is being written. */
type Desk = { waiting: Job[]; writing: boolean };

/**
 * An instance's desks with writes waiting or being written (one per instance: `instance.ts`),
 * keyed by the person who holds the desk: a cash operation goes to its maker's own shift.
 */
export type DeskBatches = Map<number, Desk>;

/**
 * Runs a one-statement write of a desk (a cash operation), named by its holder. Writes of the
 * desk that arrive while one is being written are written next, together, in one transaction:
 * each statement locks the desk until its commit, and the commit waits for the disk, so one
 * commit a write would hold that lock through a disk flush per operation. Other desks of the
 * hall write beside it (decision 060). A lone write runs as it is.
 * A write's refusal (an ApiError it throws after its statement) is its own; any other failure
 * rolls the batch back and each of its writes runs again alone, so one write's conflict (a
 * twin's key) never costs the others theirs. Answers are given once the batch has committed.
 */
export function inDeskBatch<T>(
  desks: DeskBatches,
  db: Db,
  holderId: number,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  let desk = desks.get(holderId);
  if (!desk) desks.set(holderId, (desk = { waiting: [], writing: false }));
  const written = new Promise<T>((resolve, reject) => {
    desk.waiting.push({ run, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!desk.writing) void writeBatches(desks, db, holderId, desk);
  return written;
}

async function writeBatches(desks: DeskBatches, db: Db, holderId: number, desk: Desk) {
  desk.writing = true;
  try {
    while (desk.waiting.length > 0) {
      const batch = desk.waiting.splice(0, MAX_BATCH);
      if (batch.length === 1) await settle(batch[0], () => batch[0].run(db));
      else await writeTogether(db, batch);
    }
  } finally {
    desk.writing = false;
    desks.delete(holderId);
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
