import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { createHttpServer } from '../http-server';
import { closeTestDatabase, testApp, testClock, testDatabase } from '../test/test-app';
import { demoDoorTick } from './live-door';

afterAll(closeTestDatabase);

it('checks the demo’s guests in through the API, a new guest registered first', async () => {
  // Every open demo hall works at 20:00 in Almaty. The day is after the seeded history, which
  // ends today: on a day of that history the drawn regular may have come already (a 200, no new
  // visit).
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const clock = testClock(new Date(`${day}T15:00:00Z`));
  const app = await testApp({ now: clock.now });
  const server = createHttpServer({ api: getRequestListener(app.fetch) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { db } = await testDatabase();
  const count = async () =>
    (
      await queryRows<{ visits: number; clients: number }>(
        db,
        sql`select (select count(*) from visits where visited_at = ${clock.now().toISOString()}::timestamptz)::int as visits,
          (select count(*) from clients where created_by is not null)::int as clients`,
      )
    )[0];
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A fixed sequence: a guest at every door (a draw under 0.12), the first of them new to the
    // chain (under 0.1), the others known (0.11).
    let n = 0;
    const tick = demoDoorTick(db, url, () => (n++ < 2 ? 0 : 0.11), clock.now);
    const before = await count();
    const checkedIn = await tick();
    const after = await count();
    const [{ open }] = await queryRows<{ open: number }>(
      db,
      sql`select count(*)::int as open from halls where id <= 6 and status = 'open'`,
    );
    expect(open).toBeGreaterThan(1);
    expect(checkedIn).toBe(open);
    expect(after.visits - before.visits).toBe(open);
    expect(after.clients - before.clients).toBe(1);
    // The registration went through the door, with a consent recorded as the desk's.
    const [consent] = await queryRows<{ source: string; login: string }>(
      db,
      sql`select cc.source, u.login from client_consents cc
          join clients c on c.id = cc.client_id join users u on u.id = cc.user_id
          where c.created_by is not null order by cc.id desc limit 1`,
    );
    expect(consent.source).toBe('desk');
    expect(consent.login).toMatch(/^kassa\./);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
