import { randomUUID } from 'node:crypto';
import { createApp } from '../app';
import { callApi, closeTestDatabase, secondInstance, testApp, testClock } from '../test/test-app';
import { postMeters, terminalHall } from '../test/terminals';

afterAll(closeTestDatabase);

describe('meters through two API instances', () => {
  it('count a batch sent to both at once once, and the next one from either', async () => {
    // Noon in Almaty, so the batch's twenty minutes are all today's.
    const clock = testClock(new Date('2026-11-21T07:00:00Z'));
    const app = await testApp({ now: clock.now });
    const other = await secondInstance();
    try {
      const second = createApp({
        db: other.db,
        instance: other.instance,
        trustProxy: 1,
        now: clock.now,
      });
      const hall = await terminalHall(app);
      const machine = await hall.device();
      const code = `T${randomUUID().slice(0, 6)}`;
      const at = (minutesAgo: number) =>
        new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();
      const reading = (seq: number, plays: number) => ({
        seq,
        at: at(20 - seq),
        games: [{ code, plays, bets: `${plays * 150}.00`, wins: `${plays * 140}.00` }],
      });
      await postMeters(app, machine.key, [reading(1, 0)]);
      const batch = [reading(2, 10), reading(3, 25), reading(4, 40)];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => postMeters(i % 2 ? second : app, machine.key, batch)),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.reduce((sum, a) => sum + a.body.applied, 0)).toBe(3);
      expect((await postMeters(second, machine.key, [reading(5, 50)])).body.applied).toBe(1);

      const today = await callApi(
        second,
        'GET',
        `/api/halls/${hall.hallId}/reports/machines?period=hourly`,
        hall.auth,
      );
      expect(today.body.totals).toMatchObject({ plays: 50, bets: '7500.00', wins: '7000.00' });
    } finally {
      await other.close();
    }
  });
});
