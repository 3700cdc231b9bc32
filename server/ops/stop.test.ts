/**
 * The real server stopped with SIGTERM, as a rolling restart stops it: it says it is not ready at
 * once, keeps serving while the balancer notices, lets the request in flight finish, closes its
 * connection once idle, exits 0, and its log has one JSON line per request that carries no typed
 * value.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { startServerProcess, waitFor } from '../test/server-process';

let child: ChildProcess | null = null;
afterAll(() => child?.kill('SIGKILL'));

/** Sends `head` and the first `sent` bytes of `body`; `rest()` sends the others, then the answer. */
function halfSent(port: number, head: string, body: string, sent: number) {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => (data += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
  );
  return {
    rest: async () => {
      socket.write(body.slice(sent));
      await Promise.race([closed, sleep(10_000)]);
      socket.destroy();
      return data;
    },
  };
}

describe('a stop (SIGTERM)', () => {
  it('turns not ready, finishes the request in flight, then exits 0', async () => {
    const started = await startServerProcess({
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      DRAIN_DELAY_MS: '1500',
    });
    child = started.child;
    const { base, output } = started;
    const port = Number(new URL(base).port);
    const starting = await waitFor(`${base}/api/ready`, () => true, 30_000);
    if (starting.status === 503) expect(await starting.json()).toEqual({ status: 'starting' });
    const ready = await waitFor(`${base}/api/ready`, (r) => r.status === 200, 60_000);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const secret = 'пароль-не-для-лога';
    const inFlight = halfSent(
      port,
      'POST /api/auth/login?who=+77011234567 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Request-Id: in-flight-0001',
      JSON.stringify({ login: 'nobody', password: secret }),
      5,
    );
    await sleep(200);
    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');

    const draining = await waitFor(`${base}/api/ready`, (r) => r.status === 503, 5_000);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect(draining.headers.get('connection')).toBe('close');
    // Still serving while the balancer takes it out.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    await sleep(1_800);
    // New connections are no longer taken…
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    // …but the request that was under way gets its answer.
    const answering = performance.now();
    const answer = await inFlight.rest();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    // Its connection, kept alive (the request came before the stop), is closed once idle: the
    // exit waits neither for the keep-alive (65 s) nor for the grace (25 s).
    expect(performance.now() - answering).toBeLessThan(8_000);

    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.reqId === 'in-flight-0001')).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'request',
      reqId: 'in-flight-0001',
      method: 'POST',
      route: '/api/auth/login',
      status: 401,
      ms: expect.any(Number),
    });
    expect(lines.some((line) => line.route === '/api/ready' && line.status === 503)).toBe(true);
    expect(output()).not.toContain(secret);
    expect(output()).not.toContain('77011234567');
    expect(output()).not.toContain('nobody');
  }, 90_000);
});
