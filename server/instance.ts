import type { Db } from './db/database';
import { createEventHub, type EventHub } from './events/event-hub';
import { eventPublisher } from './events/event-publisher';
import { eventStreams, type EventStreams } from './events/event-stream';
import type { DeskBatches } from './writes/desk-batches';

/**
 * What one API instance keeps in memory beside its database: its ear on the events, its
 * publisher, its open streams and its desks' waiting writes. `main.ts` builds one and hands it
 * to `createApp` and the live jobs; a test's second instance on the same database is a second
 * one, as another process would have.
 */
export type Instance = {
  hub: EventHub;
  publish: () => Promise<number>;
  streams: EventStreams;
  deskBatches: DeskBatches;
  /** The instance's clock: its requests and its background jobs read the same one. */
  now: () => Date;
  /** Stops listening for events (shutdown, the end of a test). */
  close: () => Promise<void>;
};

export function createInstance(db: Db, now: () => Date = () => new Date()): Instance {
  const publish = eventPublisher(db);
  const hub = createEventHub(db, publish);
  return { hub, publish, streams: eventStreams(), deskBatches: new Map(), now, close: hub.close };
}
