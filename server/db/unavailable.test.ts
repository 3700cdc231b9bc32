import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { openTemplateCopy } from '../test/template';
import { freshAddress } from '../test/fresh-address';
import { openDatabase } from './database';
import { describeError, isDatabaseUnavailable } from './unavailable';

/** A database of the test's own, since the test closes it: on PostgreSQL, a pool of its own. */
function ownDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openDatabase({ url }) : openTemplateCopy();
}

describe('a database that went away', () => {
  it('gets 503 with Retry-After and the error shape on every call, and health says so', async () => {
    const database = await ownDatabase();
    const app = createApp({ db: database.db, trustProxy: 1 });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ login: 'cashier', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    await database.close();

    const calls = [
      app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } }),
      app.request('/api/halls/1/cash-operations', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'outage-key-0001',
        },
        body: JSON.stringify({ type: 'cash_in', amount: '10.00' }),
      }),
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ login: 'cashier', password: 'demo1234' }),
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        error: {
          code: 'database_unavailable',
          message: 'База данных недоступна, повторите через несколько секунд',
        },
      });
    }
    const health = await app.request('/api/health');
    expect([health.status, health.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await health.json()).toEqual({ status: 'error', database: 'error' });
  });

  it('tells an outage from a wrong request, and logs neither one’s parameters', async () => {
    const database = await ownDatabase();
    const failed = await database.db
      .execute(sql`select ${'+77011234567'}::int`)
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(false);
    expect(String((failed as Error).message)).toContain('+77011234567');
    expect(describeError(failed)).not.toContain('77011234567');
    expect(describeError(failed)).toMatch(/ 22003$/); // numeric_value_out_of_range
    await database.close();
    const closed = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(closed)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ cause: { code: '57P01' } })).toBe(true);
  });
});
