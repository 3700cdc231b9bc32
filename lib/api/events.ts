/**
 * Follows the API's event stream with `fetch` (a front end on another origin sends its bearer
 * token, which `EventSource` cannot), reconnecting with `Last-Event-ID` so nothing still kept is
 * missed.
 */
import { createParser } from 'eventsource-parser';
import { EVENT_KINDS, type EventKind, type HallEvent, type StreamEnd } from '../shared/live-events';
import { streamRequest, streamSignedOut } from './client';

/** `live`: events arrive; `down`: the stream is lost and the screens poll until it is back. */
export type StreamState = 'connecting' | 'live' | 'down';

/** Waits between reconnects: the first soon, then longer while the API stays away. */
export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

type Handlers = {
  onEvent: (event: HallEvent) => void;
  /** The stream could not replay what was missed: reload everything that follows it. */
  onReload: () => void;
  onState: (state: StreamState) => void;
};

const KINDS = new Set<string>(EVENT_KINDS);

/**
 * Starts following `path`, from `since` (an event id: what came after it is replayed first) or
 * from now; the returned function stops for good.
 */
export function followEvents(
  path: string,
  handlers: Handlers,
  since: string | null = null,
): () => void {
  const controller = new AbortController();
  void run(path, handlers, controller.signal, since);
  return () => controller.abort();
}

async function run(path: string, handlers: Handlers, signal: AbortSignal, since: string | null) {
  let lastEventId = since;
  let failures = 0;
  handlers.onState('connecting');
  while (!signal.aborted) {
    const outcome = await readOnce(path, lastEventId, handlers, signal, (id) => {
      lastEventId = id;
      failures = 0;
    }).catch(() => 'lost' as const);
    if (signal.aborted || outcome === 'stop') return;
    handlers.onState('down');
    const waitMs = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}

/** One connection, until it ends: `stop` when following must end, `lost` when it may resume. */
async function readOnce(
  path: string,
  lastEventId: string | null,
  { onEvent, onReload, onState }: Handlers,
  signal: AbortSignal,
  seen: (id: string) => void,
): Promise<'stop' | 'lost'> {
  const response = await streamRequest(path, lastEventId, signal);
  if (response.status === 401) return 'stop';
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return 'lost';
  }
  onState('live');
  let ended: StreamEnd | null = null;
  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      if (id) seen(id);
      if (event === 'reset') onReload();
      else if (event === 'end') ended = (JSON.parse(data) as { reason: StreamEnd }).reason;
      else if (event && KINDS.has(event))
        onEvent({ ...JSON.parse(data), kind: event as EventKind });
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (ended === 'signed-out') {
    streamSignedOut();
    return 'stop';
  }
  return 'lost';
}
