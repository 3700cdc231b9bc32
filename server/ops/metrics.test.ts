import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { EXCEPTION_KINDS } from '@/lib/shared/exceptions';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { createHttpServer } from '../http-server';
import { callApi, closeTestDatabase, signIn, testApp, testDatabase } from '../test/test-app';
import { postMeters, terminalHall } from '../test/terminals';
import { logger } from '../logger';
import { metricsText, registry } from './metrics';
import { metricsListener } from './metrics-endpoint';

afterAll(closeTestDatabase);

/** The sample of `name` whose labels include `labels`, or undefined. */
async function sample(name: string, labels: Record<string, string> = {}) {
  const metric = registry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  return values.find((v) =>
    Object.entries(labels).every(([k, value]) => String(v.labels[k]) === value),
  )?.value;
}

/** Prometheus's own checker, from Debian's `prometheus` package (`.ci/run` installs it). */
function promtool(text: string) {
  return execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
}

describe('the metrics', () => {
  it('counts requests by route template and status, never by id or query', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const workers200 = { route: '/api/halls/:hallId/workers', status: '200' };
    const before = (await sample('hall_http_requests_total', workers200)) ?? 0;
    const listed = await app.request('/api/halls/2/workers?q=%2B77011234567', { headers: auth });
    expect(listed.status).toBe(200);
    const refused = await app.request('/api/halls/9999/workers', { headers: auth });
    expect(refused.status).toBe(403);

    const { db } = await testDatabase();
    const text = await metricsText({ db });
    expect(text).toMatch(
      /hall_http_requests_total\{method="GET",route="\/api\/halls\/:hallId\/workers",status="200"\} \d+/,
    );
    expect(text).toContain('route="/api/halls/:hallId/workers",status="403"');
    expect(text).toMatch(/hall_http_request_duration_seconds_bucket\{le="0.1",method="GET",route=/);
    expect(text).not.toMatch(/\{[^}]*9999/);
    expect(text).not.toContain('77011234567');
    expect(await sample('hall_http_requests_total', workers200)).toBe(before + 1);
    // Node's defaults come too.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(promtool(text)).toBe('');
  });

  it("reads the chain's SMS queue and open exceptions from the database", async () => {
    const { db } = await testDatabase();
    const text = await metricsText({ db });
    const [figures] = await queryRows<{ queued: number; sent: number; open: number }>(
      db,
      sql`select
            (select count(*)::int from sms_recipients r join sms_mailings m on m.id = r.mailing_id
             where r.status = 'pending' and m.status in ('scheduled', 'sending')) as queued,
            (select coalesce(sum(sent), 0)::int from sms_mailings) as sent,
            (select count(*)::int from hall_exceptions where seen_at is null) as open`,
    );
    expect(text).toContain(`hall_sms_messages{state="queued"} ${figures.queued}`);
    expect(text).toContain(`hall_sms_messages{state="sent"} ${figures.sent}`);
    expect(figures.sent).toBeGreaterThan(0);
    const kinds = [...text.matchAll(/^hall_exceptions_open\{kind="\w+"\} (\d+)$/gm)];
    expect(kinds).toHaveLength(EXCEPTION_KINDS.length);
    expect(kinds.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(figures.open);
    expect(text).toContain('hall_database_up 1');
  });

  it('counts meter readings applied and visits recorded, not their repeats', async () => {
    const app = await testApp();
    const hall = await terminalHall(app);
    const device = await hall.device();
    const game = { code: `M${randomUUID().slice(0, 6)}`, plays: 0, bets: '0.00', wins: '0.00' };
    const at = new Date().toISOString();
    const applied = (await sample('hall_meter_readings_applied_total')) ?? 0;
    const readings = [1, 2, 3].map((seq) => ({
      seq,
      at,
      games: [{ ...game, plays: seq * 10, bets: `${seq * 100}.00` }],
    }));
    expect((await postMeters(app, device.key, readings)).status).toBe(200);
    // The same readings again (a device's retry) are skipped, and so not counted.
    expect((await postMeters(app, device.key, readings)).status).toBe(200);
    expect(await sample('hall_meter_readings_applied_total')).toBe(applied + 3);

    const { db } = await testDatabase();
    const [guest] = await queryRows<{ iin: string }>(
      db,
      sql`select iin from clients where hall_id = 1 and iin is not null order by id limit 1`,
    );
    const { auth } = await signIn(app, 'cashier');
    const visits = (await sample('hall_visits_applied_total')) ?? 0;
    const checkIn = (key: string) =>
      callApi(app, 'POST', '/api/halls/1/visits', { ...auth, 'idempotency-key': key }, guest);
    const key = randomUUID();
    const first = await checkIn(key);
    expect([201, 200]).toContain(first.status);
    await checkIn(key); // a retry of the same request
    await checkIn(randomUUID()); // the guest scanned again a minute later: the same visit
    expect(await sample('hall_visits_applied_total')).toBe(visits + (first.status === 201 ? 1 : 0));
  });

  it('keeps answering while the database is away, without the figures it cannot read', async () => {
    const away = {
      execute: () => Promise.reject(Object.assign(new Error('gone'), { code: 'ECONNREFUSED' })),
    } as unknown as Db;
    const text = await metricsText({
      db: away,
      poolStats: () => ({ total: 10, idle: 0, waiting: 4 }),
    });
    expect(text).toContain('hall_database_up 0');
    expect(text).not.toContain('hall_sms_messages{');
    expect(text).toContain('hall_db_pool_connections{state="waiting"} 4');
    expect(promtool(text)).toBe('');
  });
});

describe('GET /metrics', () => {
  async function serve(token?: string) {
    const { db } = await testDatabase();
    const listener = metricsListener(() => ({ db }), token);
    const server = createHttpServer({ api: () => {}, metrics: listener });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      base: `http://127.0.0.1:${port}`,
      close: () => {
        server.close();
        server.closeAllConnections();
      },
    };
  }

  it('answers only the bearer of METRICS_TOKEN on the public port', async () => {
    const token = 'm'.repeat(32);
    const { base, close } = await serve(token);
    try {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.status).toBe(200);
      expect(right.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      expect(await right.text()).toContain('hall_http_requests_total');
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      close();
    }
  });

  it('is free on a port of its own (METRICS_PORT)', async () => {
    const { base, close } = await serve();
    try {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(promtool(await response.text())).toBe('');
    } finally {
      close();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request: id, route template, status, user and hall, nothing typed', async () => {
    const app = await testApp();
    const { auth, token } = await signIn(app, 'manager');
    const lines: unknown[] = [];
    const spy = jest.spyOn(logger, 'info').mockImplementation((line: unknown) => {
      lines.push(line);
    });
    try {
      const response = await app.request('/api/halls/2/workers?q=Марат', {
        headers: { ...auth, 'x-request-id': 'req-test-0001' },
      });
      expect(response.headers.get('x-request-id')).toBe('req-test-0001');
      const made = await app.request('/api/halls/2/workers', { headers: auth });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      spy.mockRestore();
    }
    expect(lines[0]).toEqual({
      reqId: 'req-test-0001',
      method: 'GET',
      route: '/api/halls/:hallId/workers',
      status: 200,
      ms: expect.any(Number),
      userId: 2,
      hallId: 2,
    });
    expect((lines[1] as { reqId: string }).reqId).not.toBe('req-test-0001');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('Марат');
    expect(logged).not.toContain(token);
  });

  it('logs an unexpected error with its stack but not its message', async () => {
    const app = await testApp();
    const errors: unknown[] = [];
    const spy = jest.spyOn(logger, 'error').mockImplementation((line: unknown) => {
      errors.push(line);
    });
    app.get('/api/boom', () => {
      throw new Error('insert into clients values (+77011234567)');
    });
    try {
      expect((await app.request('/api/boom')).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const logged = JSON.stringify(errors);
    expect(logged).toContain('"type":"Error"');
    expect(logged).toContain('metrics.test.ts');
    expect(logged).not.toContain('77011234567');
  });
});
