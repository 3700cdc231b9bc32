'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { useLiveStore } from '@/stores/live-store';
import { takeReadPosition } from '@/lib/api/read-position';
import { allLiveQueries, LIVE_QUERIES, refreshQueries } from './live-queries';
import { whenIdle } from '@/components/common/when-idle';
import { firstReadsSettled } from './query-client';

/** Events that arrive this close together refresh their screens once. */
export const GATHER_MS = 150;
/** While the stream is down the live screens read their data this often instead. */
export const LIVE_POLL_MS = 10_000;

/**
 * Follows the event stream of every hall the signed-in person may see, for as long as they are
 * signed in, and refreshes what each event changes; while the stream is down, polls instead.
 */
export function useLiveUpdates() {
  const client = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const stream = useLiveStore((s) => s.stream);
  const hallId = useHallsStore((s) => s.currentHall);

  useEffect(() => {
    if (!token) return;
    const { streamChanged } = useLiveStore.getState().actions;
    let gathered: QueryKey[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gather = (keys: QueryKey[]) => {
      gathered.push(...keys);
      timer ??= setTimeout(() => {
        const keys = gathered;
        gathered = [];
        timer = undefined;
        void refreshQueries(client, keys);
      }, GATHER_MS);
    };
    const current = () => useHallsStore.getState().currentHall;
    // The reader comes after the page's first reads have been drawn (the first idle moment
    // after them), in a chunk of its own: no screen waits for it. What changed between the screen's first reads and the stream's start is replayed
    // from where those reads stood; when they did not say, the screens are read once when the
    // stream is first up. From then on every change arrives.
    const following = { stop: () => {}, stopped: false, started: false };
    void firstReadsSettled()
      .then(() => new Promise<void>((drawn) => whenIdle(drawn)))
      .then(() => import('@/lib/api/events'))
      .then(({ followEvents }) => {
        if (following.stopped) return;
        const since = takeReadPosition();
        following.started = since !== null;
        following.stop = followEvents(
          '/api/events',
          {
            onEvent: (event) => gather(LIVE_QUERIES[event.kind](event.hallId || current())),
            onReload: () => gather(allLiveQueries(current())),
            onState: (state) => {
              // What changed while the stream was away is read once at once, then by polling.
              const lost = state === 'down' && useLiveStore.getState().stream === 'live';
              const first = state === 'live' && !following.started;
              if (first) following.started = true;
              if (lost || first) gather(allLiveQueries(current()));
              streamChanged(state);
            },
          },
          since,
        );
      })
      // Without its code (the network is down) the screens poll instead.
      .catch(() => streamChanged('down'));
    return () => {
      following.stopped = true;
      following.stop();
      clearTimeout(timer);
      streamChanged('connecting');
    };
  }, [client, token]);

  useEffect(() => {
    if (stream !== 'down' || !hallId) return;
    const poll = setInterval(
      () => void refreshQueries(client, allLiveQueries(hallId)),
      LIVE_POLL_MS,
    );
    return () => clearInterval(poll);
  }, [client, stream, hallId]);
}
