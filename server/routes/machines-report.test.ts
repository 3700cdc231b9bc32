import { randomUUID } from 'node:crypto';
import {
  callApi,
  closeTestDatabase,
  createUser,
  signIn,
  testApp,
  testClock,
} from '../test/test-app';
import { postMeters, terminalHall, type Reading } from '../test/terminals';

afterAll(closeTestDatabase);

/** 23:15 in Almaty (UTC+5), 21:15 in Moscow (UTC+3) on 2026-11-18. */
const NOW = new Date('2026-11-18T18:15:00Z');

const at = (hhmm: string, day = '2026-11-18') => `${day}T${hhmm}:00Z`;

/** The cumulative meters of a machine as it plays `steps` (plays, bets and wins per step in ₸). */
function playing(
  codes: string[],
  steps: { at: string; plays: number; bets: number; wins: number }[],
) {
  let plays = 0;
  let bets = 0;
  let wins = 0;
  return steps.map((step, i): Reading => {
    plays += step.plays;
    bets += step.bets;
    wins += step.wins;
    return {
      seq: i + 1,
      at: step.at,
      // The second game plays half of the first.
      games: codes.map((code, g) => ({
        code,
        plays: g ? Math.floor(plays / 2) : plays,
        bets: `${g ? bets / 2 : bets}.00`,
        wins: `${g ? wins / 2 : wins}.00`,
      })),
    };
  });
}

async function setUp() {
  const clock = testClock(NOW);
  const app = await testApp({ now: clock.now });
  const codes = [`T${randomUUID().slice(0, 6)}-A`, `T${randomUUID().slice(0, 6)}-B`];
  return { app, clock, codes };
}

const report = (
  app: Awaited<ReturnType<typeof testApp>>,
  hallId: number,
  auth: object,
  query: string,
) => callApi(app, 'GET', `/api/halls/${hallId}/reports/machines?${query}`, auth);

describe('the machines report', () => {
  it('sums what the meters sent per machine and game, in each hall’s own days', async () => {
    const { app, codes } = await setUp();
    const almaty = await terminalHall(app, 'Asia/Almaty');
    const moscow = await terminalHall(app, 'Europe/Moscow');
    // The same play at the same instants, late on the 18th in both halls' clocks.
    const steps = [
      { at: at('17:30'), plays: 0, bets: 0, wins: 0 },
      { at: at('18:10'), plays: 40, bets: 4000, wins: 3600 },
      { at: at('18:14'), plays: 10, bets: 1000, wins: 1200 },
    ];
    for (const hall of [almaty, moscow]) {
      const machine = await hall.device();
      expect((await postMeters(app, machine.key, playing(codes, steps))).status).toBe(200);
    }
    const second = await almaty.device();
    await postMeters(app, second.key, playing(codes, steps.slice(0, 2)));

    const day18 = await report(
      app,
      almaty.hallId,
      almaty.auth,
      'period=daily&from=2026-11-18&to=2026-11-18',
    );
    expect(day18.status).toBe(200);
    // 18:10Z and 18:14Z are 23:10 and 23:14 in Almaty: the 18th.
    expect(day18.body.total).toBe(4);
    expect(day18.body.totals).toMatchObject({
      plays: 40 + 10 + 20 + 5 + 40 + 20,
      bets: '13500.00',
    });
    const day19 = await report(
      app,
      almaty.hallId,
      almaty.auth,
      'period=daily&from=2026-11-19&to=2026-11-19',
    );
    expect(day19.body).toMatchObject({
      total: 0,
      totals: { plays: 0, bets: '0.00', floorPar: null },
    });

    const moscowDay = await report(
      app,
      moscow.hallId,
      moscow.auth,
      'period=hourly&from=2026-11-18',
    );
    expect(moscowDay.body.items).toHaveLength(2);
    expect(moscowDay.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          game: `Новая игра ${codes[0]}`,
          plays: 50,
          bets: '5000.00',
          wins: '4800.00',
          ggr: '200.00',
        }),
        expect.objectContaining({
          game: `Новая игра ${codes[1]}`,
          plays: 25,
          bets: '2500.00',
          wins: '2400.00',
          ggr: '100.00',
        }),
      ]),
    );

    // The games report of the same hall and day says the same, game by game.
    const games = await callApi(
      app,
      'GET',
      `/api/halls/${moscow.hallId}/reports/games?period=hourly&from=2026-11-18`,
      moscow.auth,
    );
    expect(games.body.totals).toMatchObject({
      betsCount: 75,
      betsSum: '7500.00',
      winsSum: '7200.00',
    });
  });

  it('counts play across the hall’s midnight on both of its days', async () => {
    const { app, clock, codes } = await setUp();
    clock.advance(60 * 60_000); // 00:15 of the 19th in Almaty
    const almaty = await terminalHall(app, 'Asia/Almaty');
    const machine = await almaty.device();
    await postMeters(
      app,
      machine.key,
      playing(codes.slice(0, 1), [
        { at: at('18:50'), plays: 0, bets: 0, wins: 0 },
        { at: at('18:59'), plays: 7, bets: 700, wins: 100 },
        { at: at('19:01'), plays: 3, bets: 300, wins: 600 },
      ]),
    );
    const days = await report(
      app,
      almaty.hallId,
      almaty.auth,
      'period=daily&from=2026-11-18&to=2026-11-19',
    );
    expect(days.body.totals).toMatchObject({ plays: 10, bets: '1000.00', wins: '700.00' });
    const first = await report(app, almaty.hallId, almaty.auth, 'period=hourly&from=2026-11-18');
    const second = await report(app, almaty.hallId, almaty.auth, 'period=hourly&from=2026-11-19');
    expect(first.body.totals).toMatchObject({ plays: 7, ggr: '600.00' });
    expect(second.body.totals).toMatchObject({ plays: 3, ggr: '-300.00' });
  });

  it('gives the theoretical and actual hold, their variance and the floor par', async () => {
    const { app, codes } = await setUp();
    const hall = await terminalHall(app);
    const admin = (await signIn(app, 'admin')).auth;
    for (const [code, rtp] of [
      [codes[0], 95],
      [codes[1], 97],
    ] as const) {
      await postMeters(app, (await hall.device()).key, [
        { seq: 1, at: at('18:00'), games: [{ code, plays: 0, bets: '0.00', wins: '0.00' }] },
        {
          seq: 2,
          at: at('18:10'),
          games: [
            {
              code,
              plays: 100,
              bets: rtp === 95 ? '10000.00' : '30000.00',
              wins: rtp === 95 ? '9400.00' : '29400.00',
            },
          ],
        },
      ]);
      const game = (await callApi(app, 'GET', '/api/games', admin)).body.items.find(
        (g: { code: string }) => g.code === code,
      );
      const set = await callApi(app, 'PATCH', `/api/games/${game.id}`, admin, {
        version: game.version,
        category: 'slots',
        theoreticalRtp: rtp,
      });
      expect(set.status).toBe(200);
    }
    const day = await report(
      app,
      hall.hallId,
      hall.auth,
      'period=hourly&from=2026-11-18&sort=bets&order=desc',
    );
    expect(day.body.items).toEqual([
      // Kept 2 % of 30 000 where the paytable keeps 3 %: −1 point, −300 ₸.
      expect.objectContaining({
        bets: '30000.00',
        ggr: '600.00',
        theoreticalHold: 3,
        actualHold: 2,
        variance: -1,
        projectedVariance: '-300.00',
        category: 'slots',
      }),
      // Kept 6 % of 10 000 where it keeps 5 %: +1 point, +100 ₸.
      expect.objectContaining({
        bets: '10000.00',
        ggr: '600.00',
        theoreticalHold: 5,
        actualHold: 6,
        variance: 1,
        projectedVariance: '100.00',
      }),
    ]);
    // Floor par: (30 000 × 3 + 10 000 × 5) ÷ 40 000 = 3.5 %; actual 1 200 ÷ 40 000 = 3 %.
    expect(day.body.totals).toEqual({
      plays: 200,
      bets: '40000.00',
      wins: '38800.00',
      ggr: '1200.00',
      floorPar: 3.5,
      actualHold: 3,
      variance: -0.5,
      projectedVariance: '-200.00',
    });
  });

  it('pages the rows without overlap and downloads them all with the totals', async () => {
    const { app, codes } = await setUp();
    const hall = await terminalHall(app);
    for (let i = 0; i < 5; i++) {
      await postMeters(
        app,
        (await hall.device()).key,
        playing(codes, [
          { at: at('18:00'), plays: 0, bets: 0, wins: 0 },
          { at: at('18:10'), plays: 10 * (i + 1), bets: 1000 * (i + 1), wins: 900 * (i + 1) },
        ]),
      );
    }
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        report(
          app,
          hall.hallId,
          hall.auth,
          `period=hourly&from=2026-11-18&sort=ggr&order=desc&pageSize=3&page=${page}`,
        ),
      ),
    );
    const rows = pages.flatMap((p) => p.body.items);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => `${r.deviceId} ${r.gameId}`)).size).toBe(10);
    expect(rows.map((r) => Number(r.ggr))).toEqual(
      [...rows.map((r) => Number(r.ggr))].sort((a, b) => b - a),
    );

    const oneGame = await report(
      app,
      hall.hallId,
      hall.auth,
      `period=hourly&from=2026-11-18&games=${rows[0].gameId}`,
    );
    expect(oneGame.body.total).toBe(5);
    const slots = await report(
      app,
      hall.hallId,
      hall.auth,
      'period=hourly&from=2026-11-18&category=slots',
    );
    expect(slots.body).toMatchObject({ total: 0, totals: { plays: 0 } });

    const file = await app.request(
      `/api/halls/${hall.hallId}/reports/machines/export?period=hourly&from=2026-11-18&format=csv`,
      { headers: hall.auth as Record<string, string> },
    );
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split(/\r?\n/);
    expect(lines.filter((l) => l.startsWith('GT-'))).toHaveLength(10);
    expect(lines.at(-1)).toMatch(/^Итого;/);
  });

  it('is for the games report’s readers: a cashier and another hall’s manager are refused', async () => {
    const { app } = await setUp();
    const hall = await terminalHall(app);
    const other = await terminalHall(app);
    const cashier = (await signIn(app, await createUser('cashier', [hall.hallId]))).auth;
    expect((await report(app, hall.hallId, cashier, 'period=daily')).status).toBe(403);
    expect((await report(app, hall.hallId, other.auth, 'period=daily')).status).toBe(403);
    const bad = await report(app, hall.hallId, hall.auth, 'period=daily&sort=serial&pageSize=1000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['pageSize', 'sort']);
  });
});
