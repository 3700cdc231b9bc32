import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import {
  closeTestDatabase,
  createUser,
  freshAddress,
  testApp,
  testClock,
  testDatabase,
  bodyOf,
} from '../test/test-app';
import {
  MAX_PER_ADDRESS,
  MAX_PER_PAIR,
  purgeLoginLimits,
  SLOW_INTERVAL_MS,
  SLOW_LOGIN_AFTER,
  LONGEST_WINDOW_MS,
  WINDOW_MS,
} from './rate-limit';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

const attempt = (app: App, login: string, password: string, address: string) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ login, password }),
  });

const statuses = async (responses: (Response | Promise<Response>)[]) => {
  const counts: Record<number, number> = {};
  for (const r of await Promise.all(responses)) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

describe('sign-in limits', () => {
  it('give a parallel burst of 50 wrong passwords no more than 5 tries', async () => {
    const app = await testApp();
    const login = await createUser('manager');
    const address = freshAddress();
    const counts = await statuses(
      Array.from({ length: 50 }, () => attempt(app, login, 'wrong', address)),
    );
    expect(counts).toEqual({ 401: MAX_PER_PAIR, 429: 50 - MAX_PER_PAIR });
  }, 30_000);

  it('give 60 parallel sign-ins from one address no more than 20 tries', async () => {
    const app = await testApp();
    const address = freshAddress();
    const counts = await statuses(
      Array.from({ length: 60 }, (_, i) => attempt(app, `nobody-${i}`, 'wrong', address)),
    );
    expect(counts).toEqual({ 401: MAX_PER_ADDRESS, 429: 60 - MAX_PER_ADDRESS });
  }, 60_000);

  it('never lock the owner out from another address', async () => {
    const app = await testApp();
    const login = await createUser('manager');
    const attacker = freshAddress();
    await statuses(Array.from({ length: 30 }, () => attempt(app, login, 'wrong', attacker)));
    expect((await attempt(app, login, 'demo1234', attacker)).status).toBe(429);
    expect((await attempt(app, login, 'demo1234', freshAddress())).status).toBe(200);
  }, 30_000);

  it('slow a login attacked from many addresses instead of locking it', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const login = await createUser('cashier');
    for (let i = 0; i < SLOW_LOGIN_AFTER; i++) {
      expect((await attempt(app, login, 'wrong', freshAddress())).status).toBe(401);
    }
    const slowed = await attempt(app, login, 'demo1234', freshAddress());
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(SLOW_INTERVAL_MS / 1000);
    expect((await bodyOf(slowed)).error.message).toBe(
      'Слишком много попыток, повторите через 1 мин.',
    );
    clock.advance(SLOW_INTERVAL_MS);
    expect((await attempt(app, login, 'demo1234', freshAddress())).status).toBe(200);
  }, 60_000);

  it('let the pair start afresh after the right password', async () => {
    const app = await testApp();
    const login = await createUser('cashier');
    const address = freshAddress();
    for (let i = 0; i < MAX_PER_PAIR - 1; i++) {
      expect((await attempt(app, login, 'wrong', address)).status).toBe(401);
    }
    expect((await attempt(app, login, 'demo1234', address)).status).toBe(200);
    for (let i = 0; i < MAX_PER_PAIR; i++) {
      expect((await attempt(app, login, 'wrong', address)).status).toBe(401);
    }
    expect((await attempt(app, login, 'wrong', address)).status).toBe(429);
  }, 30_000);

  it('open again once the window has passed', async () => {
    const clock = testClock();
    const app = await testApp({ now: clock.now });
    const login = await createUser('cashier');
    const address = freshAddress();
    await statuses(Array.from({ length: 8 }, () => attempt(app, login, 'wrong', address)));
    expect((await attempt(app, login, 'demo1234', address)).status).toBe(429);
    clock.advance(WINDOW_MS);
    expect((await attempt(app, login, 'demo1234', address)).status).toBe(200);
  }, 30_000);

  it('count a correct sign-in only while it runs', async () => {
    const app = await testApp();
    const address = freshAddress();
    for (let i = 0; i < MAX_PER_ADDRESS + 5; i++) {
      expect((await attempt(app, 'manager', 'demo1234', address)).status).toBe(200);
    }
  }, 60_000);

  it('are purged once their window has passed', async () => {
    const { db } = await testDatabase();
    const clock = testClock(new Date('2026-11-20T09:00:00Z'));
    const app = await testApp({ now: clock.now });
    const address = freshAddress();
    await attempt(app, 'nobody-purged', 'wrong', address);
    const keys = () =>
      queryRows<{ key: string }>(
        db,
        sql`select key from login_limits where key = ${`address:${address}`}`,
      );
    expect(await keys()).toHaveLength(1);
    await purgeLoginLimits(db, new Date(clock.now().getTime() + LONGEST_WINDOW_MS - 1000));
    expect(await keys()).toHaveLength(1);
    await purgeLoginLimits(db, new Date(clock.now().getTime() + LONGEST_WINDOW_MS));
    expect(await keys()).toHaveLength(0);
  });
});
