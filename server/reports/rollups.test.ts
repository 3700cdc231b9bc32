import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { addClients } from '../test/sms-mailings-audience';
import { closeTestDatabase, createHall, testDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

/** Rows of `a` not in `b` plus rows of `b` not in `a`, counted in one snapshot. */
async function difference(db: Db, a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`with a as (${a}), b as (${b})
        select ((select count(*) from (table a except all table b) as x)
              + (select count(*) from (table b except all table a) as y))::int as n`,
  );
  return n;
}

const hallFilter = (hallId: number | null) =>
  hallId === null ? sql`true` : sql`hall_id = ${hallId}`;

/** Daily game sums straight from the hours, in each hall's own time zone. */
const rawGameDays = (hallId: number | null) => sql`
  select s.hall_id, s.game_id, (s.hour at time zone h.timezone)::date as day,
    sum(s.bets_count)::bigint as bets_count, sum(s.bets_sum)::bigint as bets_sum,
    sum(s.wins_sum)::bigint as wins_sum
  from game_stats_hourly as s join halls as h on h.id = s.hall_id
  where ${hallFilter(hallId)}
  group by 1, 2, 3`;
const keptGameDays = (hallId: number | null) => sql`
  select hall_id, game_id, day, bets_count, bets_sum, wins_sum from game_stats_daily
  where ${hallFilter(hallId)} and (bets_count, bets_sum, wins_sum) <> (0, 0, 0)`;

/** Visits and distinct clients per hall-local day and month, and per hall-local hour. */
const rawVisitBuckets = (hallId: number | null) => sql`
  select v.hall_id, p.period, p.start, count(*)::int as visits,
    count(distinct v.client_id)::int as unique_clients
  from visits as v join halls as h on h.id = v.hall_id
  cross join lateral (values
    ('day', (v.visited_at at time zone h.timezone)::date),
    ('month', date_trunc('month', v.visited_at at time zone h.timezone)::date)) as p(period, start)
  where ${hallFilter(hallId)}
  group by 1, 2, 3`;
const keptVisitBuckets = (hallId: number | null) => sql`
  select hall_id, period, start, visits, unique_clients from visit_stats
  where ${hallFilter(hallId)}`;
const rawVisitHours = (hallId: number | null) => sql`
  select v.hall_id, (v.visited_at at time zone h.timezone)::date as day,
    extract(hour from v.visited_at at time zone h.timezone)::smallint as hour, count(*)::int as visits
  from visits as v join halls as h on h.id = v.hall_id
  where ${hallFilter(hallId)} group by 1, 2, 3`;
const keptVisitHours = (hallId: number | null) => sql`
  select hall_id, day, hour, visits from visit_stats_hourly where ${hallFilter(hallId)}`;

/** Game sums per hall-local month, and visits per hall-local month, ISO weekday and hour. */
const rawGameMonths = (hallId: number | null) => sql`
  select s.hall_id, s.game_id, date_trunc('month', s.hour at time zone h.timezone)::date as month,
    sum(s.bets_count)::bigint as bets_count, sum(s.bets_sum)::bigint as bets_sum,
    sum(s.wins_sum)::bigint as wins_sum
  from game_stats_hourly as s join halls as h on h.id = s.hall_id
  where ${hallFilter(hallId)}
  group by 1, 2, 3`;
const keptGameMonths = (hallId: number | null) => sql`
  select hall_id, game_id, month, bets_count, bets_sum, wins_sum from game_stats_monthly
  where ${hallFilter(hallId)} and (bets_count, bets_sum, wins_sum) <> (0, 0, 0)`;
const rawVisitMonthHours = (hallId: number | null) => sql`
  select v.hall_id, date_trunc('month', v.visited_at at time zone h.timezone)::date as month,
    extract(isodow from v.visited_at at time zone h.timezone)::smallint as weekday,
    extract(hour from v.visited_at at time zone h.timezone)::smallint as hour, count(*)::int as visits
  from visits as v join halls as h on h.id = v.hall_id
  where ${hallFilter(hallId)} group by 1, 2, 3, 4`;
const keptVisitMonthHours = (hallId: number | null) => sql`
  select hall_id, month, weekday, hour, visits from visit_hours_monthly where ${hallFilter(hallId)}`;

async function expectRollupsExact(db: Db, hallId: number | null) {
  expect(await difference(db, rawGameDays(hallId), keptGameDays(hallId))).toBe(0);
  expect(await difference(db, rawGameMonths(hallId), keptGameMonths(hallId))).toBe(0);
  expect(await difference(db, rawVisitMonthHours(hallId), keptVisitMonthHours(hallId))).toBe(0);
  expect(await difference(db, rawVisitBuckets(hallId), keptVisitBuckets(hallId))).toBe(0);
  expect(await difference(db, rawVisitHours(hallId), keptVisitHours(hallId))).toBe(0);
}

const hour = (iso: string) => new Date(iso).toISOString();

describe('report rollups', () => {
  it('equal the sums of the raw rows for the whole seeded year', async () => {
    const { db } = await testDatabase();
    const [{ hours, visits }] = await queryRows<{ hours: number; visits: number }>(
      db,
      sql`select (select count(*) from game_stats_hourly)::int as hours,
                 (select count(*) from visits)::int as visits`,
    );
    expect(hours).toBeGreaterThan(100_000);
    expect(visits).toBeGreaterThan(100_000);
    await expectRollupsExact(db, null);
  });

  it('follow inserts, upserts, updates and deletes of game hours, by hall-local day', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const insert = (rows: [string, number, number, number, number][]) =>
      db.execute(sql`
        insert into game_stats_hourly (hall_id, game_id, hour, bets_count, bets_sum, wins_sum)
        select ${hallId}, game_id, hour::timestamptz, bets, bets_sum, wins_sum
        from jsonb_to_recordset(${JSON.stringify(
          rows.map(([h, game_id, bets, bets_sum, wins_sum]) => ({
            hour: hour(h),
            game_id,
            bets,
            bets_sum,
            wins_sum,
          })),
        )}::jsonb) as r(hour text, game_id int, bets int, bets_sum bigint, wins_sum bigint)
        on conflict (hall_id, hour, game_id) do update set
          bets_count = excluded.bets_count, bets_sum = excluded.bets_sum,
          wins_sum = excluded.wins_sum`);

    // 18:00 UTC is 23:00 in Almaty, 19:00 UTC is already the next hall-local day.
    await insert([
      ['2026-03-10T18:00:00Z', 1, 10, 500_000, 450_000],
      ['2026-03-10T19:00:00Z', 1, 20, 900_000, 1_200_000],
      ['2026-03-10T19:00:00Z', 2, 5, 100_000, 0],
      ['2026-03-11T02:00:00Z', 2, 7, 70_000, 65_000],
    ]);
    const [days] = await queryRows<{ days: string[] }>(
      db,
      sql`select array_agg(day::text order by day) as days from (
            select distinct day from game_stats_daily where hall_id = ${hallId}) as d`,
    );
    expect(days.days).toEqual(['2026-03-10', '2026-03-11']);
    await expectRollupsExact(db, hallId);

    await insert([
      ['2026-03-10T19:00:00Z', 1, 25, 1_000_000, 100_000],
      ['2026-03-12T10:00:00Z', 3, 1, 5_000, 0],
    ]);
    await db.execute(
      sql`update game_stats_hourly set wins_sum = wins_sum + 33, hall_id = hall_id
          where hall_id = ${hallId} and game_id = 2`,
    );
    await db.execute(
      sql`delete from game_stats_hourly where hall_id = ${hallId} and hour = ${hour('2026-03-10T18:00:00Z')}`,
    );
    await expectRollupsExact(db, hallId);
  });

  it('follow visits in several statements: repeat visitors count once per day and month', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const [a, b, c] = await addClients(hallId, 3);
    const add = (rows: [number, string][]) =>
      db.execute(sql`
        insert into visits (client_id, hall_id, visited_at)
        select client_id, ${hallId}, at::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows.map(([client_id, at]) => ({ client_id, at })))}::jsonb)
          as r(client_id int, at text)`);

    await add([
      [a, '2026-05-31T18:30:00Z'], // 31 May, 23:30 in the hall
      [a, '2026-05-31T19:30:00Z'], // 1 June, 00:30: another day and month
      [b, '2026-06-01T10:00:00Z'],
      [b, '2026-06-01T12:00:00Z'],
    ]);
    await add([
      [b, '2026-06-01T15:00:00Z'],
      [c, '2026-06-01T15:10:00Z'],
      [a, '2026-06-20T10:00:00Z'],
    ]);
    const rows = await queryRows<{
      period: string;
      start: string;
      visits: number;
      unique_clients: number;
    }>(
      db,
      sql`select period, start::text, visits, unique_clients from visit_stats
          where hall_id = ${hallId} order by period, start`,
    );
    expect(rows).toEqual([
      { period: 'day', start: '2026-05-31', visits: 1, unique_clients: 1 },
      { period: 'day', start: '2026-06-01', visits: 5, unique_clients: 3 },
      { period: 'day', start: '2026-06-20', visits: 1, unique_clients: 1 },
      { period: 'month', start: '2026-05-01', visits: 1, unique_clients: 1 },
      { period: 'month', start: '2026-06-01', visits: 6, unique_clients: 3 },
    ]);
    await expectRollupsExact(db, hallId);
  });

  it('counts a client once when 20 statements add their visits at the same time', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const [client, other] = await addClients(hallId, 2);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`
            insert into visits (client_id, hall_id, visited_at)
            values (${i % 5 === 0 ? other : client}, ${hallId},
                    ${new Date(Date.UTC(2026, 6, 15, 8, i)).toISOString()}::timestamptz)`);
        }),
      ),
    );
    const [day] = await queryRows<{ visits: number; unique_clients: number }>(
      db,
      sql`select visits, unique_clients from visit_stats
          where hall_id = ${hallId} and period = 'day' and start = '2026-07-15'`,
    );
    expect(day).toEqual({ visits: 20, unique_clients: 2 });
    await expectRollupsExact(db, hallId);
  });

  it('keeps visits append-only', async () => {
    const { db } = await testDatabase();
    await expect(
      db.execute(
        sql`update visits set visited_at = visited_at where id = (select min(id) from visits)`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    await expect(
      db.execute(sql`delete from visits where id = (select min(id) from visits)`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });
});
