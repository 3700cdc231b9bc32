import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import {
  callApi,
  closeTestDatabase,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';
import { postMeters, terminalHall, type GameMeters } from '../test/terminals';

afterAll(closeTestDatabase);

const NOW = new Date('2026-11-20T12:30:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
/** A game code of this test run: the catalogue is the chain's, shared by the files. */
const code = (name: string) => `T${randomUUID().slice(0, 6)}-${name}`;
const meters = (c: string, plays: number, bets: number, wins: number): GameMeters => ({
  code: c,
  plays,
  bets: `${bets}.00`,
  wins: `${wins}.00`,
});

async function setUp() {
  const clock = testClock(NOW);
  const app = await testApp({ now: clock.now });
  const hall = await terminalHall(app);
  const device = await hall.device();
  const [slots, roulette] = [code('SLOTS'), code('ROULETTE')];
  const post = (readings: unknown, key = device.key) => postMeters(app, key, readings);
  return { app, clock, hall, device, slots, roulette, post };
}

/** What the device has played, per game code, as the per-machine hours keep it. */
async function played(deviceId: number) {
  const { db } = await testDatabase();
  return queryRows<{ code: string; hour: string; plays: number; bets: string; wins: string }>(
    db,
    sql`select g.code, s.hour::text as hour, s.plays::int as plays, (s.bets / 100)::text as bets,
          (s.wins / 100)::text as wins
        from machine_stats_hourly s join games g on g.id = s.game_id
        where s.device_id = ${deviceId} order by s.hour, g.code`,
  );
}

/** The hall's own hours: the rollup every report reads. */
async function hallHours(hallId: number) {
  const { db } = await testDatabase();
  return queryRows<{ plays: number; bets: string; wins: string }>(
    db,
    sql`select coalesce(sum(bets_count), 0)::int as plays, (coalesce(sum(bets_sum), 0) / 100)::bigint::text as bets,
          (coalesce(sum(wins_sum), 0) / 100)::bigint::text as wins
        from game_stats_hourly where hall_id = ${hallId}`,
  );
}

describe('meter readings', () => {
  it('take the first reading of a game as its base and count the differences after it', async () => {
    const { post, device, hall, slots, roulette } = await setUp();
    const first = await post([
      {
        seq: 1,
        at: minutes(-10),
        games: [meters(slots, 1000, 50000, 47000), meters(roulette, 10, 9000, 8000)],
      },
    ]);
    expect(first).toMatchObject({ status: 200, body: { applied: 1, ignored: 0, retimed: 0 } });
    expect(await played(device.id)).toEqual([]);

    const next = await post([
      {
        seq: 2,
        at: minutes(-5),
        games: [meters(slots, 1100, 52500, 48000), meters(roulette, 10, 9000, 8000)],
      },
      {
        seq: 3,
        at: minutes(0),
        games: [meters(slots, 1150, 54000, 50500), meters(roulette, 14, 13000, 8000)],
      },
    ]);
    expect(next.body).toEqual({ applied: 2, ignored: 0, retimed: 0 });
    expect(await played(device.id)).toEqual(
      [
        { code: slots, hour: '2026-11-20 12:00:00+00', plays: 150, bets: '4000', wins: '3500' },
        { code: roulette, hour: '2026-11-20 12:00:00+00', plays: 4, bets: '4000', wins: '0' },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect(await hallHours(hall.hallId)).toEqual([{ plays: 154, bets: '8000', wins: '3500' }]);
  });

  it('count the play between two readings in the hour of the later one', async () => {
    const { post, device, slots } = await setUp();
    await post([{ seq: 10, at: '2026-11-20T10:58:00Z', games: [meters(slots, 0, 0, 0)] }]);
    await post([{ seq: 11, at: '2026-11-20T11:03:00Z', games: [meters(slots, 7, 700, 100)] }]);
    expect(await played(device.id)).toEqual([
      { code: slots, hour: '2026-11-20 11:00:00+00', plays: 7, bets: '700', wins: '100' },
    ]);
  });

  it('ignore a repeat and a reading older than the last one, so a retry counts once', async () => {
    const { post, device, slots } = await setUp();
    await post([{ seq: 5, at: minutes(-3), games: [meters(slots, 100, 1000, 900)] }]);
    const batch = [{ seq: 6, at: minutes(-2), games: [meters(slots, 110, 1200, 1000)] }];
    expect((await post(batch)).body).toEqual({ applied: 1, ignored: 0, retimed: 0 });
    expect((await post(batch)).body).toEqual({ applied: 0, ignored: 1, retimed: 0 });
    const late = await post([{ seq: 4, at: minutes(-4), games: [meters(slots, 90, 800, 700)] }]);
    expect(late.body).toEqual({ applied: 0, ignored: 1, retimed: 0 });
    // Out of order inside one call: the older one after a newer one is ignored too.
    const mixed = await post([
      { seq: 8, at: minutes(-1), games: [meters(slots, 130, 1500, 1100)] },
      { seq: 7, at: minutes(-1), games: [meters(slots, 120, 1300, 1050)] },
    ]);
    expect(mixed.body).toEqual({ applied: 1, ignored: 1, retimed: 0 });
    expect(await played(device.id)).toEqual([
      expect.objectContaining({ plays: 30, bets: '500', wins: '200' }),
    ]);
  });

  it('take meters lower than before as a new base, count nothing and raise «Сброс счётчиков»', async () => {
    const { post, app, hall, device, slots, roulette } = await setUp();
    await post([
      {
        seq: 1,
        at: minutes(-3),
        games: [meters(slots, 5000, 100000, 95000), meters(roulette, 50, 5000, 4000)],
      },
    ]);
    const reset = await post([
      {
        seq: 2,
        at: minutes(-2),
        games: [meters(slots, 3, 300, 0), meters(roulette, 52, 6000, 4000)],
      },
    ]);
    expect(reset.body).toEqual({ applied: 1, ignored: 0, retimed: 0 });
    // The roulette went on counting; the slots' memory clear is not play.
    expect(await played(device.id)).toEqual([
      expect.objectContaining({ code: roulette, plays: 2, bets: '1000', wins: '0' }),
    ]);
    await post([
      {
        seq: 3,
        at: minutes(-1),
        games: [meters(slots, 13, 1300, 500), meters(roulette, 52, 6000, 4000)],
      },
    ]);
    expect(await played(device.id)).toContainEqual(
      expect.objectContaining({ code: slots, plays: 10, bets: '1000', wins: '500' }),
    );

    const exceptions = await callApi(
      app,
      'GET',
      `/api/halls/${hall.hallId}/exceptions?kind=meters`,
      hall.auth,
    );
    expect(exceptions.status).toBe(200);
    expect(exceptions.body.items).toHaveLength(1);
    expect(exceptions.body.items[0]).toMatchObject({
      kind: 'meters',
      severity: 'high',
      subject: expect.stringContaining(device.number),
      happenedAt: minutes(-2),
    });
    expect(exceptions.body.items[0].description).toMatch(/игр было 5\s000, стало 3;/);
  });

  it('add a game code the catalogue does not know as «Новая игра» and count it from its first reading', async () => {
    const { post, app, hall, device } = await setUp();
    const unknown = code('NEW');
    await post([{ seq: 1, at: minutes(-2), games: [meters(unknown, 10, 100, 0)] }]);
    await post([{ seq: 2, at: minutes(-1), games: [meters(unknown, 15, 600, 200)] }]);
    const games = await callApi(app, 'GET', '/api/games', hall.auth);
    expect(games.body.items).toContainEqual(
      expect.objectContaining({
        code: unknown,
        name: `Новая игра ${unknown}`,
        category: 'new',
        theoreticalRtp: null,
      }),
    );
    expect(await played(device.id)).toEqual([
      expect.objectContaining({ code: unknown, plays: 5, bets: '500' }),
    ]);
  });

  it('count a reading dated far ahead or long ago when it arrived', async () => {
    const { post, device, slots, clock } = await setUp();
    await post([{ seq: 1, at: minutes(-1), games: [meters(slots, 0, 0, 0)] }]);
    clock.advance(28 * 60_000); // 12:58: a reading 4 minutes ahead is in the next hour
    const answer = await post([
      { seq: 2, at: minutes(28 + 6), games: [meters(slots, 1, 100, 0)] },
      { seq: 3, at: '2026-11-13T12:00:00Z', games: [meters(slots, 2, 200, 0)] },
      { seq: 4, at: minutes(28 + 4), games: [meters(slots, 3, 300, 0)] },
    ]);
    expect(answer.body).toEqual({ applied: 3, ignored: 0, retimed: 2 });
    expect(await played(device.id)).toEqual([
      expect.objectContaining({ hour: '2026-11-20 12:00:00+00', plays: 2 }),
      expect.objectContaining({ hour: '2026-11-20 13:00:00+00', plays: 1 }),
    ]);
  });

  it('count the same batch once when it is posted 50 times at once', async () => {
    const { post, device, hall, slots } = await setUp();
    await post([{ seq: 1, at: minutes(-20), games: [meters(slots, 0, 0, 0)] }]);
    const batch = Array.from({ length: 10 }, (_, i) => ({
      seq: 2 + i,
      at: minutes(-10 + i),
      games: [meters(slots, (i + 1) * 10, (i + 1) * 1000, (i + 1) * 900)],
    }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(batch)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.applied, 0)).toBe(10);
    expect(await hallHours(hall.hallId)).toEqual([{ plays: 100, bets: '10000', wins: '9000' }]);
    expect(await played(device.id)).toHaveLength(1);
  });

  it('count a reading as a heartbeat', async () => {
    const { post, app, hall, device, slots, clock } = await setUp();
    clock.advance(10 * 60_000);
    await post([{ seq: 1, at: clock.now().toISOString(), games: [meters(slots, 0, 0, 0)] }]);
    const list = await callApi(
      app,
      'GET',
      `/api/halls/${hall.hallId}/equipment?search=${device.number}`,
      hall.auth,
    );
    expect(list.body.items[0]).toMatchObject({
      state: 'online',
      lastSeenAt: clock.now().toISOString(),
    });
  });
});

describe('who may send meters', () => {
  it('refuses a wrong, missing or replaced key with 401, before reading the body', async () => {
    const { app, post, hall, device, slots } = await setUp();
    const reading = [{ seq: 1, at: minutes(0), games: [meters(slots, 0, 0, 0)] }];
    for (const key of ['', 'wrong-key', 'x'.repeat(5000)]) {
      expect((await post(reading, key)).status).toBe(401);
      expect((await post({ not: 'readings' }, key)).status).toBe(401);
    }
    const renewed = await callApi(
      app,
      'POST',
      `/api/halls/${hall.hallId}/equipment/${device.id}/key`,
      hall.auth,
    );
    expect(renewed.status).toBe(200);
    expect((await post(reading)).body.error.code).toBe('unknown_device');
    expect((await post(reading, renewed.body.key)).status).toBe(200);
  });

  it('refuses a device that is not a game terminal with 403', async () => {
    const { app, hall, slots } = await setUp();
    const printer = await hall.device('printer');
    const answer = await postMeters(app, printer.key, [
      { seq: 1, at: minutes(0), games: [meters(slots, 0, 0, 0)] },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('Счётчики принимаются только от игровых автоматов');
  });
});

describe('a malformed call', () => {
  const good = (slots: string) => ({
    seq: 2,
    at: minutes(0),
    games: [meters(slots, 10, 1000, 500)],
  });

  it.each([
    [
      'a negative money meter',
      (r: Json) => (r.games[0].bets = '-5.00'),
      'readings.1.games.0.bets',
      'Сумма ставок не может быть отрицательной',
    ],
    [
      'a money meter that is not a number',
      (r: Json) => (r.games[0].wins = '12,50'),
      'readings.1.games.0.wins',
      'Сумма выигрышей — число с точкой и не больше двух знаков после неё',
    ],
    [
      'a money meter given as a number',
      (r: Json) => (r.games[0].wins = 12.5),
      'readings.1.games.0.wins',
      'Сумма выигрышей — строка с суммой, например "10234500.00"',
    ],
    [
      'an over-long money meter',
      (r: Json) => (r.games[0].bets = '12345678901234.00'),
      'readings.1.games.0.bets',
      'Сумма ставок: не больше 13 цифр до точки',
    ],
    [
      'a fractional plays meter',
      (r: Json) => (r.games[0].plays = 1.5),
      'readings.1.games.0.plays',
      'Число игр — целое число',
    ],
    [
      'a negative plays meter',
      (r: Json) => (r.games[0].plays = -1),
      'readings.1.games.0.plays',
      'Число игр не может быть отрицательным',
    ],
    [
      'an over-long plays meter',
      (r: Json) => (r.games[0].plays = 1e13),
      'readings.1.games.0.plays',
      'Число игр: не больше 12 цифр',
    ],
    [
      'a time that is not one',
      (r: Json) => (r.at = 'вчера'),
      'readings.1.at',
      'Время показания — дата и время ISO 8601',
    ],
    ['a missing seq', (r: Json) => delete r.seq, 'readings.1.seq', 'Номер показания — целое число'],
    [
      'a game twice in a reading',
      (r: Json) => r.games.push({ ...r.games[0], code: r.games[0].code.toLowerCase() }),
      'readings.1.games.1.code',
      'Игра уже есть в этом показании',
    ],
    [
      'a game code with a control character',
      (r: Json) => (r.games[0].code = 'AB\u0000C'),
      'readings.1.games.0.code',
      undefined,
    ],
    ['an unknown field', (r: Json) => (r.extra = 1), 'readings.1.extra', 'Неизвестное поле'],
  ])(
    'with %s is refused whole, naming the field, and applies nothing',
    async (_, spoil, field, message) => {
      const { post, device, slots } = await setUp();
      await post([{ seq: 1, at: minutes(-1), games: [meters(slots, 0, 0, 0)] }]);
      const bad = { ...good(slots), seq: 4 };
      spoil(bad);
      const answer = await post([{ ...good(slots), seq: 3 }, bad]);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toContain(field);
      if (message) expect(answer.body.error.fields[field]).toBe(message);
      expect(await played(device.id)).toEqual([]);
      // The seq did not move: the good reading still counts when it comes alone.
      expect((await post([{ ...good(slots), seq: 3 }])).body.applied).toBe(1);
    },
  );

  it('refuses an empty call, more than 1 000 readings and a body that is not JSON', async () => {
    const { post, app, device, slots } = await setUp();
    expect((await post([])).body.error.fields).toEqual({
      readings: 'Нужно хотя бы одно показание',
    });
    const many = Array.from({ length: 1001 }, (_, i) => ({
      seq: i,
      at: minutes(0),
      games: [meters(slots, i, i, 0)],
    }));
    expect((await post(many)).body.error.fields).toEqual({
      readings: 'Не больше 1000 показаний за раз',
    });
    const text = await app.request('/api/equipment/meters', {
      method: 'POST',
      headers: { 'x-device-key': device.key, 'content-type': 'text/plain' },
      body: 'readings',
    });
    expect(text.status).toBe(415);
  });

  it('refuses a body over 1 MiB with 413 and a 1 MB code with 400, applying nothing', async () => {
    const { post, device, slots } = await setUp();
    const huge = await post([
      { seq: 1, at: minutes(0), games: [meters(slots, 0, 0, 0)], pad: 'x'.repeat(1_100_000) },
    ]);
    expect(huge.status).toBe(413);
    const long = await post([
      { seq: 1, at: minutes(0), games: [meters('A'.repeat(1_000_000), 1, 1, 0)] },
    ]);
    expect(long.status).toBe(400);
    expect(long.body.error.fields['readings.0.games.0.code']).toBe(
      'Код игры — не больше 40 символов',
    );
    expect(
      (await post([{ seq: 1, at: minutes(0), games: [meters(slots, 0, 0, 0)] }])).body.applied,
    ).toBe(1);
    expect(await played(device.id)).toEqual([]);
  });

  it('takes 1 000 readings a machine kept while it was cut off in one call', async () => {
    const { post, hall, slots } = await setUp();
    const kept = Array.from({ length: 1000 }, (_, i) => ({
      seq: i + 1,
      at: new Date(NOW.getTime() - (1000 - i) * 60_000).toISOString(),
      games: [meters(slots, i * 3, i * 300, i * 280), meters(`${slots}-B`, i, i * 100, i * 90)],
    }));
    const answer = await post(kept);
    expect(answer.body).toEqual({ applied: 1000, ignored: 0, retimed: 0 });
    expect(await hallHours(hall.hallId)).toEqual([
      { plays: 999 * 4, bets: String(999 * 400), wins: String(999 * 370) },
    ]);
  });
});
