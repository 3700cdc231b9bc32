import { Client, Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { HallEvent } from '@/lib/shared/live-events';
import { queryRows, type Db } from '../db/database';
import { PUBLISH_POLL_MS } from './event-publisher';
import { logger, loggedError } from '../logger';

/** The channel of the published events (`publish_hall_events()`, migration 0013). */
export const EVENTS_CHANNEL = 'hall_events';

type Listener = (event: HallEvent) => void;

/**
 * This instance's ear on the database: one `LISTEN` for all of its streams, handing each event
 * to every subscriber in commit order. It listens from the first subscriber on, and from then
 * publishes the queued events every `PUBLISH_POLL_MS` (decision 038).
 */
export type EventHub = {
  /** Resolves once the hub is listening: an event committed after that reaches `listener`. */
  subscribe: (listener: Listener) => Promise<() => void>;
  subscribers: () => number;
  /**
   * The newest event this hub has seen published, once it listens (else 0). Every change with
   * that id or an older one had committed before it was published: a read made after taking
   * the position sees them, and a stream resumed from it replays whatever came after.
   */
  position: () => number;
  close: () => Promise<void>;
};

/** The event row as the notification and a catch-up read both give it. */
const EVENT_JSON = sql`json_build_object('id', id, 'hallId', hall_id, 'kind', kind,
  'subject', subject, 'at', at) as event`;

/** Events after `afterId`, oldest first, for a stream's replay or the hub's catch-up. */
export async function eventsAfter(db: Db, afterId: number, limit: number, where = sql`true`) {
  const rows = await queryRows<{ event: HallEvent }>(
    db,
    sql`select ${EVENT_JSON} from hall_events where id > ${afterId} and ${where}
        order by id limit ${limit}`,
  );
  return rows.map((row) => row.event);
}

type Source = {
  start: (heard: (payload: string) => void) => Promise<void>;
  stop: () => Promise<void>;
};

/** The hub of an instance on `db` (one per instance: `instance.ts`), publishing with `publish`. */
export function createEventHub(db: Db, publish: () => Promise<number>): EventHub {
  // The connection is looked at on the first subscriber: an app made without a database (the
  // API contract's writer) never listens.
  let source: Source | null = null;
  const listen: Source = {
    start: (heard) => (source ??= sourceOf(db)).start(heard),
    stop: async () => source?.stop(),
  };
  return createHub(listen, publishQueued(publish), () => newestEventId(db));
}

async function newestEventId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select coalesce(max(id), 0)::text as id from hall_events`,
  );
  return Number(row.id);
}

/** Publishes what is queued; a failure (the database away) is told once a minute at most. */
function publishQueued(publish: () => Promise<number>) {
  let reported = 0;
  return () => {
    publish().catch((error: unknown) => {
      if (Date.now() - reported < 60_000) return;
      reported = Date.now();
      logger.error({ err: loggedError(error) }, `События: публикация не удалась`);
    });
  };
}

function createHub(source: Source, publish: () => void, newest: () => Promise<number>): EventHub {
  const listeners = new Set<Listener>();
  let listening: Promise<void> | null = null;
  let publishing: NodeJS.Timeout | null = null;
  let lastId = 0;
  let newestId = 0;
  let positioned = false;

  const deliver = (event: HallEvent) => {
    if (event.id <= lastId) return;
    lastId = event.id;
    newestId = Math.max(newestId, event.id);
    for (const listener of listeners) listener(event);
  };
  const heard = (payload: string) => {
    try {
      deliver(JSON.parse(payload) as HallEvent);
    } catch (error) {
      logger.error({ err: loggedError(error) }, `События: уведомление не прочитано`);
    }
  };

  return {
    subscribe: async (listener) => {
      listeners.add(listener);
      try {
        listening ??= source.start(heard).then(async () => {
          // Listening first, then the newest id: nothing published between the two is lost.
          newestId = Math.max(newestId, await newest());
          positioned = true;
        });
        await listening;
        if (!publishing) {
          publish();
          publishing = setInterval(publish, PUBLISH_POLL_MS);
          publishing.unref();
        }
      } catch (error) {
        listeners.delete(listener);
        listening = null;
        throw error;
      }
      return () => listeners.delete(listener);
    },
    subscribers: () => listeners.size,
    position: () => (positioned ? newestId : 0),
    close: async () => {
      if (publishing) clearInterval(publishing);
      publishing = null;
      listeners.clear();
      if (listening) await source.stop();
      listening = null;
      positioned = false;
    },
  };
}

function sourceOf(db: Db): Source {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool) return postgresSource(db, client);
  return pgliteSource(client as PGlite);
}

/** PGlite runs in this process: its notifications are this process's only instance's. */
function pgliteSource(client: PGlite): Source {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    start: async (heard) => {
      unlisten = await client.listen(EVENTS_CHANNEL, heard);
    },
    stop: async () => {
      await unlisten?.().catch(() => {});
      unlisten = null;
    },
  };
}

const RECONNECT_MS = { first: 1_000, max: 15_000 };
const CATCH_UP_LIMIT = 5_000;

/**
 * PostgreSQL: one connection of its own (a pooled one would be handed to other queries) that
 * listens. When it is lost (a restart), it comes back with a back-off and first reads the
 * events committed while it was away, holding newer notifications until they are delivered, so
 * every subscriber still gets every event once and in order.
 */
function postgresSource(db: Db, pool: Pool): Source {
  let connection: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let seen = 0;

  const connect = async (heard: (payload: string) => void, catchUp: boolean) => {
    const next = new Client({ ...pool.options, keepAlive: true });
    let held: string[] | null = catchUp ? [] : null;
    let broken: unknown = null;
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      if (held) held.push(message.payload);
      else remember(message.payload, heard);
    });
    next.on('error', (error) => {
      broken ??= error;
      lost(heard, next);
    });
    next.on('end', () => {
      broken ??= new Error('connection ended');
      lost(heard, next);
    });
    try {
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}`);
      if (catchUp) {
        for (const event of await eventsAfter(db, seen, CATCH_UP_LIMIT)) {
          remember(JSON.stringify(event), heard);
        }
      } else {
        const [{ max }] = await queryRows<{ max: string | null }>(
          db,
          sql`select max(id)::text as max from hall_events`,
        );
        seen = Math.max(seen, Number(max ?? 0));
      }
      if (broken) throw broken;
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    connection = next;
    const waiting = held ?? [];
    held = null;
    for (const payload of waiting) remember(payload, heard);
  };

  const remember = (payload: string, heard: (payload: string) => void) => {
    const id = Number(/"id"\s*:\s*(\d+)/.exec(payload)?.[1] ?? 0);
    seen = Math.max(seen, id);
    heard(payload);
  };

  const lost = (heard: (payload: string) => void, which: Client) => {
    if (connection !== which) return;
    connection = null;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (stopped || retry) return;
    let waitMs = RECONNECT_MS.first;
    const attempt = () => {
      retry = null;
      if (stopped) return;
      connect(heard, true).catch((error: unknown) => {
        logger.error(
          { err: loggedError(error) },
          `События: нет соединения с базой, повтор через ${waitMs / 1000} с`,
        );
        retry = setTimeout(attempt, waitMs);
        retry.unref();
        waitMs = Math.min(waitMs * 2, RECONNECT_MS.max);
      });
    };
    logger.warn('События: соединение с базой потеряно, переподключение');
    retry = setTimeout(attempt, 0);
    retry.unref();
  };

  return {
    start: async (heard) => {
      stopped = false;
      await connect(heard, false);
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = connection;
      connection = null;
      current?.removeAllListeners('end');
      await current?.end().catch(() => {});
    },
  };
}
