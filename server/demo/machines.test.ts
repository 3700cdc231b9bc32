import { sql } from 'drizzle-orm';
import { closeTestDatabase, testDatabase } from '../test/test-app';
import { queryRows } from '../db/database';

afterAll(closeTestDatabase);

describe("the demo's machines", () => {
  it('add up, day by day and game by game, to their hall to the tiyn', async () => {
    const { db } = await testDatabase();
    const [{ days, machines, off }] = await queryRows<{
      days: number;
      machines: number;
      off: number;
    }>(
      db,
      sql`select count(*)::int as days,
            (select count(distinct device_id)::int from machine_stats_daily) as machines,
            count(*) filter (where m.plays is distinct from d.bets_count
              or m.bets is distinct from d.bets_sum or m.wins is distinct from d.wins_sum)::int as off
          from game_stats_daily as d
          left join (
            select hall_id, day, game_id, sum(plays) as plays, sum(bets) as bets, sum(wins) as wins
            from machine_stats_daily group by 1, 2, 3
          ) as m using (hall_id, day, game_id)
          where d.hall_id <= 6`,
    );
    expect(days).toBeGreaterThan(10_000);
    expect(machines).toBeGreaterThan(200);
    expect(off).toBe(0);
  });
});
