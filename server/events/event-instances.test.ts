/**
 * Two API instances on one database, as behind a balancer: an event written through one reaches
 * the streams of both. On PostgreSQL each instance has its own pool and its own LISTEN.
 */
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { openDatabase, queryRows, type Database } from '../db/database';
import { ownDesk } from '../test/cash-desk';
import { readEvents } from '../test/event-reader';
import { closeTestDatabase, testDatabase, testInstance } from '../test/test-app';

const url = process.env.TEST_DATABASE_URL;
let other: Database | null = null;

afterAll(async () => {
  await closeTestDatabase();
  await other?.close();
});

async function instanceB() {
  const db = url ? (other ??= await openDatabase({ url })).db : (await testDatabase()).db;
  return createApp({ db, instance: testInstance(db), trustProxy: 1 });
}

type Events = ReturnType<typeof readEvents>;

/** The ids of the next `count` events of `kind`, in the order they came. */
async function idsOf(events: Events, kind: string, count: number) {
  const ids: number[] = [];
  while (ids.length < count) {
    const event = await events.next(10_000);
    if (!event) throw new Error('stream ended');
    if (event.event === kind) ids.push(Number(event.id));
  }
  return ids;
}

describe('events across instances', () => {
  it('reach the streams on both instances once each, in commit order, from parallel writes', async () => {
    const desk = await ownDesk();
    const b = await instanceB();
    const onA = readEvents(
      await desk.app.request(`${desk.base}/events`, { headers: desk.manager }),
    );
    const onB = readEvents(await b.request(`${desk.base}/events`, { headers: desk.manager }));
    expect((await onA.next())?.event).toBe('ready');
    expect((await onB.next())?.event).toBe('ready');
    await desk.open('0.00');
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => desk.operate('cash_in', `${i + 1}.00`)),
    );
    expect(writes.every((w) => w.status === 201)).toBe(true);
    const seenA = await idsOf(onA, 'cash-operation', 20);
    const seenB = await idsOf(onB, 'cash-operation', 20);
    expect(seenB).toEqual(seenA);
    expect(new Set(seenA).size).toBe(20);
    expect([...seenA].sort((x, y) => x - y)).toEqual(seenA);
    expect(await onB.during(300)).toEqual([]);
    await onA.close();
    await onB.close();
  });

  it('resume a first stream on one instance from where a read on the other stood', async () => {
    const desk = await ownDesk();
    const b = await instanceB();
    const onA = readEvents(
      await desk.app.request(`${desk.base}/events`, { headers: desk.manager }),
    );
    expect((await onA.next())?.event).toBe('ready');
    const opened = await desk.open('100.00');
    const shift = Number((await idsOf(onA, 'shift', 1))[0]);
    await onA.close();
    // The screen reads through A; then a cash-in is made; then its stream lands on B.
    const read = await desk.app.request(`${desk.base}/shifts/current`, { headers: desk.manager });
    const position = read.headers.get('x-last-event-id');
    expect(Number(position)).toBeGreaterThanOrEqual(shift);
    expect((await desk.operate('cash_in', '20.00')).status).toBe(201);
    const onB = readEvents(
      await b.request(`${desk.base}/events`, {
        headers: { ...desk.manager, 'last-event-id': position! },
      }),
    );
    const replayed = await onB.next(10_000);
    expect(replayed?.event).toBe('cash-operation');
    expect(Number(replayed!.id)).toBeGreaterThan(Number(position));
    expect(JSON.parse(replayed!.data).subject).toMatchObject({ shiftId: opened.body.id });
    expect(await onB.during(300)).toEqual([]);
    await onB.close();
  });
});

const onPostgres = url ? describe : describe.skip;

onPostgres('an instance whose listening connection is cut', () => {
  it('reconnects and delivers what was committed meanwhile, once and in order', async () => {
    const desk = await ownDesk();
    const b = await instanceB();
    const onB = readEvents(await b.request(`${desk.base}/events`, { headers: desk.manager }));
    expect((await onB.next())?.event).toBe('ready');
    const { db } = await testDatabase();
    const cut = await queryRows<{ cut: boolean }>(
      db,
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
          where query = 'listen hall_events' and pid <> pg_backend_pid()`,
    );
    expect(cut.length).toBeGreaterThan(0);
    await desk.open('0.00');
    await desk.operate('cash_in', '1.00');
    await desk.operate('cash_in', '2.00');
    const events: string[] = [];
    while (events.length < 3) {
      const event = await onB.next(15_000);
      if (!event) throw new Error('stream ended');
      events.push(event.event!);
    }
    expect(events).toEqual(['shift', 'cash-operation', 'cash-operation']);
    await onB.close();
  }, 30_000);
});
