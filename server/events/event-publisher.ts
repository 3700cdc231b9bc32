import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/**
 * How often an instance with open streams publishes what is queued: an event reaches the screens
 * within this much of its commit (the writers do not wake the publishers: decision 038).
 */
export const PUBLISH_POLL_MS = 100;

/**
 * Moves the queued events into the order every stream reads (`publish_hall_events()`,
 * migration 0013) and sends them to the listening instances; returns how many. A statement of
 * its own, outside any transaction: the events lock is held for this short batch alone.
 */
export async function publishEvents(db: Db): Promise<number> {
  const [row] = await queryRows<{ published: number }>(
    db,
    sql`select publish_hall_events() as published`,
  );
  return row.published;
}

/**
 * An instance's publisher (one per instance: `instance.ts`): a call while a run is under way asks for one more run after it
 * (that run may have read the queue before the caller's event committed), so no wake-up is lost
 * and a burst of wake-ups costs two runs. The promise settles once a run that started after the
 * call is done.
 */
export function eventPublisher(db: Db): () => Promise<number> {
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const publish = (): Promise<number> => {
    if (!current) {
      current = publishEvents(db).finally(() => (current = null));
      return current;
    }
    next ??= current
      .catch(() => 0)
      .then(() => {
        next = null;
        return publish();
      });
    return next;
  };
  return publish;
}
