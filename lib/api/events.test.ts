/** @jest-environment node */
import { followEvents, RECONNECT_MS, type StreamState } from './events';
import { streamRequest, streamSignedOut } from './client';
import type { HallEvent } from '../shared/live-events';

jest.mock('./client', () => ({ streamRequest: jest.fn(), streamSignedOut: jest.fn() }));

const request = streamRequest as jest.MockedFunction<typeof streamRequest>;

/** A stream answer whose body the test writes, then ends. */
function answer(status = 200) {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(status === 200 ? body : null, { status }), push, end };
}

const event = (id: number, kind = 'device') =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify({ id, hallId: 1, kind, subject: { id: 7 }, at: '' })}\n\n`;

function follow() {
  const events: HallEvent[] = [];
  const states: StreamState[] = [];
  const reloads: number[] = [];
  const stop = followEvents('/api/events', {
    onEvent: (e) => events.push(e),
    onReload: () => reloads.push(1),
    onState: (s) => states.push(s),
  });
  return { events, states, reloads, stop };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  request.mockReset();
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('following the event stream', () => {
  it('hands on each event, and reconnects after a loss with the last id it saw', async () => {
    const first = answer();
    const second = answer();
    request.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const f = follow();
    await advance(0);
    first.push('retry: 3000\n\nid: 40\nevent: ready\ndata: {"lastEventId":40}\n\n');
    first.push(event(41) + event(42, 'cash-operation'));
    await advance(0);
    expect(f.events.map((e) => [e.id, e.kind])).toEqual([
      [41, 'device'],
      [42, 'cash-operation'],
    ]);
    expect(f.states).toEqual(['connecting', 'live']);
    first.end();
    await advance(0);
    expect(f.states.at(-1)).toBe('down');
    expect(request).toHaveBeenCalledTimes(1);
    await advance(RECONNECT_MS[0]);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1][1]).toBe('42');
    expect(f.states.at(-1)).toBe('live');
    second.push(event(43));
    await advance(0);
    expect(f.events.at(-1)?.id).toBe(43);
    f.stop();
  });

  it('asks for a reload when the stream cannot replay what was missed', async () => {
    const only = answer();
    request.mockResolvedValueOnce(only.response);
    const f = follow();
    await advance(0);
    only.push('id: 90\nevent: reset\ndata: {"lastEventId":90}\n\n');
    await advance(0);
    expect(f.reloads).toHaveLength(1);
    f.stop();
  });

  it('waits longer after each failed attempt while the API stays away', async () => {
    request.mockResolvedValue(new Response(null, { status: 503 }));
    const f = follow();
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);
    let total = 0;
    for (const [i, wait] of RECONNECT_MS.entries()) {
      await advance(wait - 1);
      expect(request).toHaveBeenCalledTimes(i + 1);
      await advance(1);
      total += wait;
      expect(request).toHaveBeenCalledTimes(i + 2);
    }
    expect(total).toBeGreaterThan(30_000);
    expect(f.states.filter((s) => s === 'live')).toEqual([]);
    f.stop();
  });

  it('stops for good when the session ends: a 401, or the stream’s «signed-out» end', async () => {
    request.mockResolvedValueOnce(new Response(null, { status: 401 }));
    const refused = follow();
    await advance(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    refused.stop();

    const ended = answer();
    request.mockResolvedValueOnce(ended.response);
    const f = follow();
    await advance(0);
    ended.push('event: end\ndata: {"reason":"signed-out"}\n\n');
    ended.end();
    await advance(60_000);
    expect(streamSignedOut).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
    f.stop();
  });

  it('ignores event names it does not know', async () => {
    const only = answer();
    request.mockResolvedValueOnce(only.response);
    const f = follow();
    await advance(0);
    only.push(event(5, 'something-else') + event(6));
    await advance(0);
    expect(f.events.map((e) => e.id)).toEqual([6]);
    f.stop();
  });
});
