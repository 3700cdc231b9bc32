import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hallEvents, playMarks } from '../db/schema';
import { closeTestDatabase, testApp, testDatabase } from '../test/test-app';
import { postMeters, terminalHall } from '../test/terminals';
import { publishEvents } from './event-publisher';
import { PLAY_EVENT_GAP_MS, sweepPlay } from './play-sweep';

afterAll(closeTestDatabase);

const reading = (code: string, seq: number, plays: number) => ({
  seq,
  at: new Date().toISOString(),
  games: [{ code, plays, bets: `${plays * 100}.00`, wins: `${plays * 90}.00` }],
});

async function playEvents(hallId: number) {
  const { db } = await testDatabase();
  await publishEvents(db);
  return db
    .select({ id: hallEvents.id })
    .from(hallEvents)
    .where(and(eq(hallEvents.hallId, hallId), eq(hallEvents.kind, 'play')));
}

describe("a hall's play on the live floor", () => {
  it('is one event however many machines report, and one sweep of many takes it', async () => {
    const app = await testApp();
    const { db } = await testDatabase();
    const hall = await terminalHall(app);
    const code = `T${randomUUID().slice(0, 6)}`;
    const machines = await Promise.all(Array.from({ length: 20 }, () => hall.device()));
    await Promise.all(machines.map((m) => postMeters(app, m.key, [reading(code, 1, 0)])));
    // Bases only: nothing played yet, nothing to announce.
    expect(await db.select().from(playMarks).where(eq(playMarks.hallId, hall.hallId))).toEqual([]);

    await Promise.all(machines.map((m) => postMeters(app, m.key, [reading(code, 2, 5)])));
    const swept = await Promise.all(Array.from({ length: 10 }, () => sweepPlay(db)));
    expect(swept.flat().filter((id) => id === hall.hallId)).toHaveLength(1);
    expect(await playEvents(hall.hallId)).toHaveLength(1);

    // More play at once waits out the gap, then comes as one more event.
    await postMeters(app, machines[0].key, [reading(code, 3, 9)]);
    expect(await sweepPlay(db)).not.toContain(hall.hallId);
    await sleep(PLAY_EVENT_GAP_MS + 100);
    expect(await sweepPlay(db)).toContain(hall.hallId);
    expect(await playEvents(hall.hallId)).toHaveLength(2);
  });
});
