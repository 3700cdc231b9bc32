import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { sql } from 'drizzle-orm';
import { mayFollow, type HallEvent, type StreamEnd } from '@/lib/shared/live-events';
import type { Role } from '@/lib/shared/roles';
import { findSession } from '../auth/sessions';
import type { AppEnv } from '../context';
import { queryRows } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../errors';
import { visibleHalls } from '../halls/visible-halls';
import { logger, loggedError } from '../logger';
import { eventsSent, openStreams as openStreamsGauge } from '../ops/metrics';
import { eventsAfter } from './event-hub';

/** A comment this often keeps proxies from closing a quiet stream; access is read again then. */
export const KEEP_ALIVE_MS = 15_000;
/** Open streams of one user on one instance: a browser's tabs, not a flood. */
export const STREAMS_PER_USER = 20;
/** A reconnect that missed more than this reloads its screens instead (`reset`). */
export const REPLAY_LIMIT = 1_000;
/** The client's wait before it reconnects, as the stream tells it. */
const RETRY_MS = 3_000;
/** Events written but not yet taken by a client that stopped reading: beyond this it is cut off. */
const MAX_UNREAD = 1_000;

/** Which halls a stream carries: the path's hall, or every hall the user may see. */
export type StreamScope = { hallId: number } | { allHalls: true };

/** An instance's open streams (one per instance: `instance.ts`). */
export type EventStreams = {
  /** Open streams by user. */
  open: Map<number, number>;
  /** How to end each open stream: at shutdown its clients reconnect elsewhere. */
  enders: Set<() => void>;
  /** Set once the instance has ended its streams: it is stopping. */
  ended: boolean;
};

export function eventStreams(): EventStreams {
  return { open: new Map(), enders: new Set(), ended: false };
}

/**
 * Ends every open stream of an instance (shutdown: the balancer sends the reconnects
 * elsewhere), and every stream opened after it, which a reconnect on a connection kept open to
 * this instance may still reach: each one resumes on another instance with Last-Event-ID.
 */
export function endEventStreams(streams: EventStreams) {
  streams.ended = true;
  for (const end of streams.enders) end();
}

/** Reads `Last-Event-ID` (or `?lastEventId=`, for a reader that cannot set headers). */
function lastEventId(c: Context<AppEnv>): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) {
    throw new ApiError(400, 'validation_failed', 'Неверный номер события', {
      lastEventId: 'Неверный номер события',
    });
  }
  return Number(raw);
}

/** The halls a stream carries: a set, or every hall of the chain (an admin's, new ones too). */
type Halls = ReadonlySet<number> | 'all';
type Access = { role: Role; halls: Halls } | { end: StreamEnd };

/** Whether an event of `hallId` goes to a stream of `halls`: hall 0 is the whole chain's. */
const carries = (halls: Halls, hallId: number) =>
  hallId === 0 || halls === 'all' || halls.has(hallId);

/** The session read again without moving its idle limit: a stream is not a person's action. */
async function readAccess(c: Context<AppEnv>, scope: StreamScope): Promise<Access> {
  const { db, now } = c.var.options;
  const hallId = 'hallId' in scope ? scope.hallId : 0;
  const session = await findSession(db, c.var.token, now(), { activity: false, hallId });
  if (!session) return { end: 'signed-out' };
  if ('hallId' in scope) {
    return session.hallVisible
      ? { role: session.user.role, halls: new Set([scope.hallId]) }
      : { end: 'hall-removed' };
  }
  if (session.user.role === 'admin') return { role: 'admin', halls: 'all' };
  const halls = await visibleHalls(db, session.user);
  return { role: session.user.role, halls: new Set(halls.map((hall) => hall.id)) };
}

/**
 * The live stream of `scope` for the signed-in user of `c` (its session and hall are already
 * checked): the events missed since `Last-Event-ID` first, then each event as it commits, a
 * comment every `keepAliveMs`, and an `end` event when the session or the hall is gone.
 */
export async function openEventStream(
  c: Context<AppEnv>,
  scope: StreamScope,
  keepAliveMs = KEEP_ALIVE_MS,
) {
  const { db, instance } = c.var.options;
  const since = lastEventId(c);
  let access = await readAccess(c, scope);
  if ('end' in access) throw new ApiError(401, 'unauthorized', 'Сессия истекла, войдите снова');
  const firstHalls = access.halls;

  const counts = instance.streams.open;
  const userId = c.var.user.id;
  const open = counts.get(userId) ?? 0;
  if (open >= STREAMS_PER_USER) {
    throw new ApiError(429, 'too_many_streams', 'Слишком много открытых вкладок с обновлениями');
  }
  counts.set(userId, open + 1);
  openStreamsGauge.inc();
  const release = () => {
    openStreamsGauge.dec();
    const left = (counts.get(userId) ?? 1) - 1;
    if (left > 0) counts.set(userId, left);
    else counts.delete(userId);
  };

  let lastSeen = 0;
  let live: ((event: HallEvent) => void) | null = null;
  const held: HallEvent[] = [];
  let unsubscribe: () => void;
  try {
    unsubscribe = await instance.hub.subscribe((event) => (live ? live(event) : held.push(event)));
  } catch (error) {
    release();
    throw error;
  }

  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'no-store');
  return streamSSE(c, async (stream) => {
    let unread = 0;
    // An event about this user's account (locked, a hall taken, a session ended) has the
    // stream read its access at once instead of at the next keep-alive.
    let recheckDue = false;
    let wake: (() => void) | null = null;
    const recheck = () => {
      recheckDue = true;
      wake?.();
    };
    const send = (event: HallEvent) => {
      if (event.id <= lastSeen || stream.closed || stream.aborted) return;
      lastSeen = event.id;
      if (event.kind === 'account' && event.subject.id === userId) recheck();
      if ('end' in access || !carries(access.halls, event.hallId)) return;
      if (!mayFollow(access.role, event.kind)) return;
      if (++unread > MAX_UNREAD) return stream.abort();
      eventsSent.inc();
      void stream
        .writeSSE({ id: String(event.id), event: event.kind, data: JSON.stringify(event) })
        .finally(() => unread--);
    };
    // The keep-alive's wait ends early when the client goes, so nothing is left behind.
    const gone = new Promise<void>((resolve) => stream.onAbort(resolve));
    const end = () => stream.abort();
    instance.streams.enders.add(end);
    if (instance.streams.ended) end();
    const pause = async (ms: number) => {
      if (recheckDue) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        gone,
        new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, ms);
        }),
      ]);
      wake = null;
      clearTimeout(timer);
    };
    try {
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      await catchUp(stream, since, firstHalls, send, (id) => (lastSeen = id));
      for (const event of held.splice(0)) send(event);
      live = send;
      while (!stream.aborted && !stream.closed) {
        await pause(keepAliveMs);
        if (stream.aborted) break;
        const woken = recheckDue;
        recheckDue = false;
        // A database away (an outage) ends the stream without a verdict: the client comes
        // back and polls meanwhile; only a read that says the session is gone signs it out.
        access = await readAccess(c, scope);
        if ('end' in access) {
          await stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: access.end }) });
          break;
        }
        if (!woken) await stream.write(': keep-alive\n\n');
      }
    } catch (error) {
      // Codes, not values: a failed query's message carries its parameters (decision 025).
      if (!isDatabaseUnavailable(error)) {
        logger.error({ reqId: c.var.requestId, err: loggedError(error) }, 'event stream failed');
      }
    } finally {
      instance.streams.enders.delete(end);
      unsubscribe();
      release();
    }
  });

  async function catchUp(
    stream: SSEStreamingApi,
    from: number | null,
    halls: Halls,
    send: (event: HallEvent) => void,
    seen: (id: number) => void,
  ) {
    const [range] = await queryRows<{ first: string | null; last: string | null }>(
      db,
      sql`select min(id)::text as first, max(id)::text as last from hall_events`,
    );
    const first = Number(range.first ?? 0);
    const last = Number(range.last ?? 0);
    const where =
      halls === 'all'
        ? sql`true`
        : sql`hall_id in (${sql.join(
            [0, ...halls].map((id) => sql`${id}`),
            sql`, `,
          )})`;
    const missed =
      from === null || from > last || (from < first - 1 && first > 0) || (from > 0 && last === 0)
        ? null
        : await eventsAfter(db, from, REPLAY_LIMIT + 1, where);
    if (missed && missed.length <= REPLAY_LIMIT) {
      seen(from!);
      for (const event of missed) send(event);
      return;
    }
    // A first connection starts from now; a reconnect that cannot be replayed reloads.
    seen(last);
    await stream.writeSSE({
      id: String(last),
      event: from === null ? 'ready' : 'reset',
      data: JSON.stringify({ lastEventId: last }),
    });
  }
}
