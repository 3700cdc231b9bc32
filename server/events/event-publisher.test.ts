import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { queryRows, type Db } from '../db/database';
import { ownDesk } from '../test/cash-desk';
import { readEvents } from '../test/event-reader';
import { closeTestDatabase, createHall, testDatabase } from '../test/test-app';
import { eventPublisher, publishEvents } from './event-publisher';

afterAll(closeTestDatabase);

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The published `shift` events of these halls (creating a hall is an event too), in id order. */
async function published(db: Db, hallIds: number[]) {
  return queryRows<{ id: string; hall_id: number; subject: { n: number } }>(
    db,
    sql`select id::text, hall_id, subject from hall_events
        where kind = 'shift' and hall_id in (${sql.join(
          hallIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by id`,
  );
}

describe('publishing the queued events', () => {
  it('publishes each event once, however many publishers run at once', async () => {
    const { db } = await testDatabase();
    const halls = await Promise.all([createHall(), createHall(), createHall()]);
    // 60 events of three halls queued by parallel writers, published by 10 at once meanwhile.
    const writes = Array.from({ length: 60 }, (_, n) =>
      queryRows(
        db,
        sql`select hall_event(${halls[n % 3]}, 'shift', ${JSON.stringify({ n })}::jsonb)`,
      ),
    );
    const runs = Array.from({ length: 10 }, () => publishEvents(db));
    await Promise.all([...writes, ...runs]);
    await publishEvents(db);

    const events = await published(db, halls);
    expect(events).toHaveLength(60);
    expect(new Set(events.map((e) => e.subject.n)).size).toBe(60);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pending_hall_events where hall_id in (${sql.join(
        halls.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(left.n).toBe(0);
  });

  it('runs once more after a run under way when asked meanwhile, and not once per call', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const publish = eventPublisher(db);
    const first = publish();
    const later = Array.from({ length: 20 }, () => publish());
    expect(new Set(later).size).toBe(1);
    expect(later[0]).not.toBe(first);
    await Promise.all([first, ...later]);

    // An event committed while a run may still be under way is published by the call after it.
    const running = publish();
    await queryRows(db, sql`select hall_event(${hallId}, 'shift', '{"n": 1}'::jsonb)`);
    await Promise.all([running, publish()]);
    expect(await published(db, [hallId])).toHaveLength(1);
  });

  it('reaches an open stream within moments of the commit, published by the instance it is open on', async () => {
    const desk = await ownDesk();
    const events = readEvents(
      await desk.app.request(`${desk.base}/events`, { headers: desk.manager }),
    );
    expect((await events.next())?.event).toBe('ready');
    const started = Date.now();
    await desk.open('0.00');
    // The desk's set-up (its hall, its menu) may come first: it was queued before the stream opened.
    let event = await events.next(5_000);
    while (event && event.event !== 'shift') event = await events.next(5_000);
    expect(event?.event).toBe('shift');
    // The server's periodic jobs do not run in this test: the stream's instance published it.
    expect(Date.now() - started).toBeLessThan(2_000);
    await events.close();
  });
});

onPostgres('writers of different halls', () => {
  it('never wait for each other: an open transaction holding an event delays no other hall', async () => {
    const { db } = await testDatabase();
    const desk = await ownDesk();
    const otherHall = await createHall();
    const pool = (db as unknown as { $client: Pool }).$client;
    const held = await pool.connect();
    try {
      await held.query('begin');
      await held.query(`select hall_event($1, 'shift', '{"held": true}'::jsonb)`, [otherHall]);
      // Under a chain-wide events lock this would wait for the held transaction to end.
      const opened = await Promise.race([
        desk.open('0.00'),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
      ]);
      expect(opened).not.toBe('waited');
      expect((opened as { status: number }).status).toBe(201);
      // Published now, the desk's event takes its place; the held one, committed later, comes
      // after it: an id is given when an event is published, never before its commit.
      await publishEvents(db);
      await held.query('commit');
    } finally {
      held.release();
    }
    await publishEvents(db);
    const events = await published(db, [desk.hallId, otherHall]);
    expect(events.map((e) => e.hall_id)).toEqual([desk.hallId, otherHall]);
  });
});
