import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { devices, gameStatsHourly, hallExceptions, visits } from '../db/schema';
import { deviceKeyHash } from '../equipment/device-keys';
import { addClient } from '../test/clients';
import { ownDesk } from '../test/cash-desk';
import {
  callApi,
  closeTestDatabase,
  createHall,
  signIn,
  testApp,
  testDatabase,
} from '../test/test-app';
import { detectExceptions } from './detect-exceptions';
import { cashDiscrepancies } from './cash-detectors';
import {
  floorBelowLicence,
  openMinutesBetween,
  rtpOutliers,
  silentDevices,
} from './machine-detectors';
import { attendanceDrops } from './visit-detectors';
import { DEFAULT_THRESHOLDS as T } from './thresholds';
import { publishEvents } from '../events/event-publisher';

afterAll(closeTestDatabase);

/** The tests' today in Almaty: the hall's clock is UTC+5. */
const NOW = new Date('2026-06-01T12:00:00Z');
const daysBefore = (n: number, hourUtc = 7) => new Date(Date.UTC(2026, 5, 1 - n, hourUtc, 0, 0));

const mine = <T extends { hallId: number }>(found: T[], hallId: number) =>
  found.filter((f) => f.hallId === hallId);

describe('RTP outliers', () => {
  /** A game's `days` days in a hall at about 95 %, and `odd` paid as given. */
  async function gameDays(hallId: number, odd: { daysAgo: number; rtp: number; bets: number }) {
    const { db } = await testDatabase();
    const rows = Array.from({ length: 60 }, (_, i) => {
      const daysAgo = i + 1;
      const day = odd.daysAgo === daysAgo ? odd : { rtp: 0.95 + ((i % 5) - 2) / 200, bets: 1_000 };
      const staked = BigInt(day.bets) * 50_000n;
      return {
        hallId,
        gameId: 1,
        hour: daysBefore(daysAgo),
        betsCount: day.bets,
        betsSum: staked,
        winsSum: BigInt(Math.round(Number(staked) * day.rtp)),
      };
    });
    await db.insert(gameStatsHourly).values(rows);
  }

  it('finds a day that paid 130 % against a usual 95 %, and says so in words', async () => {
    const hallId = await createHall();
    await gameDays(hallId, { daysAgo: 12, rtp: 1.3, bets: 1_200 });
    const { db } = await testDatabase();
    const found = mine(await rtpOutliers(db, NOW, T), hallId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      key: `rtp:${hallId}:1:2026-05-20`,
      kind: 'rtp',
      severity: 'high',
      subject: 'Золото ацтеков',
    });
    // Russian number format: its spaces are no-break ones.
    expect(found[0].description.replace(/\s/g, ' ')).toBe(
      'RTP 130,00 % за 20.05.2026 при обычных 95,01 % ± 5,00 % (ставок: 1 200)',
    );
  });

  it('leaves out a day with too few bets to mean anything, however odd', async () => {
    const hallId = await createHall();
    await gameDays(hallId, { daysAgo: 12, rtp: 3, bets: T.rtpMinBets - 1 });
    const { db } = await testDatabase();
    expect(mine(await rtpOutliers(db, NOW, T), hallId)).toEqual([]);
  });

  it('leaves the usual spread alone', async () => {
    const hallId = await createHall();
    await gameDays(hallId, { daysAgo: 12, rtp: 0.97, bets: 1_000 });
    const { db } = await testDatabase();
    expect(mine(await rtpOutliers(db, NOW, T), hallId)).toEqual([]);
  });
});

describe('cash discrepancies', () => {
  it('are the variances waiting for a signature: high for head office’s, gone once signed', async () => {
    const desk = await ownDesk();
    const close = async (opening: string, counted: string) => {
      const shift = (await desk.open(opening)).body;
      return (await desk.close(shift.id, counted)).body.variance as { id: number };
    };
    const big = await close('125000', '70000');
    const mid = await close('70000', '76000');
    await close('76000', '75500');
    const { db } = await testDatabase();
    const found = mine(await cashDiscrepancies(db, NOW, T), desk.hallId);
    expect(found.map((f) => [f.key, f.severity])).toEqual([
      [`variance:${big.id}`, 'high'],
      [`variance:${mid.id}`, 'medium'],
    ]);
    expect(found[0].description).toBe(
      'Недостача 55 000,00 ₸: закрытие смены, ждёт подписи управляющего и главного офиса',
    );
    expect(found[1].description).toBe(
      'Излишек 6 000,00 ₸: закрытие смены, ждёт подписи управляющего',
    );
    const signed = await desk.write(
      `/variances/${mid.id}/sign-off`,
      { reason: 'Сдача не выдана гостю' },
      undefined,
      desk.manager,
    );
    expect(signed.status).toBe(200);
    const after = mine(await cashDiscrepancies(db, NOW, T), desk.hallId);
    expect(after.map((f) => f.key)).toEqual([`variance:${big.id}`]);
  });
});

describe('silent devices', () => {
  async function device(hallId: number, lastSeenAt: Date | null, status = 'active') {
    const { db } = await testDatabase();
    const [row] = await db
      .insert(devices)
      .values({
        hallId,
        number: `GT-${randomUUID().slice(0, 4)}`,
        name: 'Терминал',
        type: 'game_terminal',
        serial: randomUUID().slice(0, 8),
        zone: 'Зал',
        status,
        keyHash: deviceKeyHash(randomUUID()),
        lastSeenAt,
      })
      .returning({ id: devices.id, number: devices.number });
    return row;
  }

  it('counts only the opening hours (10:00–06:00 on the hall’s clock) of a silence', () => {
    // 05:50 to 10:20 in Almaty: 10 minutes before closing, 20 after opening.
    const usual = { from: 600, to: 360 };
    const from = new Date('2026-06-01T00:50:00Z');
    const at = (iso: string, hours = usual) =>
      openMinutesBetween(from, new Date(iso), 'Asia/Almaty', hours, 9999);
    expect(at('2026-06-01T05:20:00Z')).toBe(30);
    expect(at('2026-06-01T05:10:00Z')).toBe(20);
    // A hall of its own hours: 09:30–23:45 counts 09:30–10:20; round the clock counts it all.
    expect(at('2026-06-01T05:20:00Z', { from: 570, to: 1425 })).toBe(50);
    expect(at('2026-06-01T05:20:00Z', { from: 0, to: 0 })).toBe(270);
    // Seconds are kept: 05:59:30 to 06:00:30 is half a minute of opening hours.
    expect(
      openMinutesBetween(
        new Date('2026-06-01T00:59:30Z'),
        new Date('2026-06-01T01:00:30Z'),
        'Asia/Almaty',
        usual,
        99,
      ),
    ).toBe(0.5);
  });

  it('finds a device in service silent 30 minutes in opening hours, not one in maintenance or closed hours', async () => {
    const hallId = await createHall();
    const now = new Date('2026-06-01T12:00:00Z'); // 17:00 in the hall
    const silent = await device(hallId, new Date(now.getTime() - 45 * 60_000));
    const long = await device(hallId, new Date(now.getTime() - 3 * 3_600_000));
    await device(hallId, new Date(now.getTime() - 20 * 60_000));
    await device(hallId, new Date(now.getTime() - 2 * 3_600_000), 'maintenance');
    await device(hallId, null);
    const { db } = await testDatabase();
    const found = mine(await silentDevices(db, now, T), hallId);
    expect(found.map((f) => [f.subject, f.severity])).toEqual([
      [`${silent.number} · Терминал`, 'medium'],
      [`${long.number} · Терминал`, 'high'],
    ]);
    expect(found[0].description).toBe('Нет сигнала с 01.06.2026, 16:15, в часы работы зала');

    // At 09:40 in the hall, silent since 06:10: the hall was closed the whole time.
    const morning = new Date('2026-06-01T04:40:00Z');
    const early = await device(hallId, new Date('2026-06-01T01:10:00Z'));
    const atDawn = mine(await silentDevices(db, morning, T), hallId);
    expect(atDawn.map((f) => f.subject)).not.toContain(`${early.number} · Терминал`);
  });
});

describe('attendance drops', () => {
  /** Visits of a hall over 70 days: 40 a day, and the given days fewer. */
  async function visitsOver(hallId: number, low: Record<number, number>) {
    const { db } = await testDatabase();
    const client = await addClient(hallId);
    const rows = [];
    for (let daysAgo = 70; daysAgo >= 1; daysAgo--) {
      const count = low[daysAgo] ?? 40;
      for (let i = 0; i < count; i++) {
        rows.push({ clientId: client.id, hallId, visitedAt: daysBefore(daysAgo, 8 + (i % 10)) });
      }
    }
    await db.insert(visits).values(rows);
  }

  it('finds a day below half of its weekday’s 8-week average, and joins consecutive ones', async () => {
    const hallId = await createHall();
    await visitsOver(hallId, { 12: 15, 3: 0, 2: 5, 1: 19 });
    const { db } = await testDatabase();
    const found = mine(await attendanceDrops(db, NOW, T), hallId);
    expect(found.map((f) => [f.key, f.severity])).toEqual([
      [`visits:${hallId}:2026-05-20`, 'medium'],
      [`visits:${hallId}:2026-05-29`, 'high'],
    ]);
    expect(found[0].description).toBe(
      '20.05.2026 посещений: 15 — меньше 50 % обычного по средам (в среднем 40 за 8 недель)',
    );
    expect(found[1].description).toBe(
      'С 29.05.2026 по 31.05.2026 (3 дн.) посещений: 24 — меньше 50 % обычного (в среднем 40 в день за 8 недель)',
    );
  });

  it('says nothing of a closed hall', async () => {
    const hallId = await createHall();
    await visitsOver(hallId, { 5: 0 });
    const { db } = await testDatabase();
    await db.execute(sql`update halls set status = 'closed' where id = ${hallId}`);
    expect(mine(await attendanceDrops(db, NOW, T), hallId)).toEqual([]);
  });
});

describe('storing what is found', () => {
  it('opens each fact once, however many instances look at once, and announces it', async () => {
    const desk = await ownDesk();
    const hallId = desk.hallId;
    const shift = (await desk.open('100000')).body;
    await desk.close(shift.id, '50000');
    const { db } = await testDatabase();
    const runs = await Promise.all(Array.from({ length: 10 }, () => detectExceptions(db, NOW, T)));
    expect(runs.every((r) => r.found >= 1)).toBe(true);
    // The test hall has no game terminals: besides the shortfall of cash, the licence's 60.
    const rows = await db.select().from(hallExceptions).where(eq(hallExceptions.hallId, hallId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['cash', 'floor']);
    await publishEvents(db);
    const announced = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from hall_events
          where hall_id = ${hallId} and kind = 'exception'`,
    );
    expect(announced[0].n).toBe(2);
  });
});

describe('the licence’s 60 slot machines', () => {
  async function terminals(
    hallId: number,
    n: number,
    status = 'active',
    type = 'game_terminal',
    outOfServiceOn: string | null = null,
  ) {
    const { db } = await testDatabase();
    await db.insert(devices).values(
      Array.from({ length: n }, () => ({
        hallId,
        number: `GT-${randomUUID().slice(0, 6)}`,
        name: 'Терминал',
        type,
        serial: randomUUID().slice(0, 8),
        zone: 'Зал',
        status,
        keyHash: deviceKeyHash(randomUUID()),
        // Put into service by an order (decision 069); a withdrawn one stands out of the count.
        inServiceFrom: type === 'game_terminal' ? '2026-01-05' : null,
        outOfServiceOn,
      })),
    );
  }

  it('finds an open hall with fewer than 60 game terminals in service, counting no other device', async () => {
    const { db } = await testDatabase();
    const short = await createHall();
    await terminals(short, 59);
    await terminals(short, 3, 'broken');
    await terminals(short, 2, 'active', 'game_terminal', '2026-02-10');
    await terminals(short, 2, 'maintenance');
    await terminals(short, 5, 'active', 'cash_terminal');
    const [found] = mine(await floorBelowLicence(db, NOW, T), short);
    expect(found).toMatchObject({
      key: `floor:${short}:59`,
      kind: 'floor',
      severity: 'high',
      description:
        'В работе 59 игровых автоматов из обязательных 60 (ст. 12 Закона «Об игорном бизнесе»)',
    });
    await terminals(short, 1);
    expect(mine(await floorBelowLicence(db, NOW, T), short)).toEqual([]);
    const closed = await createHall();
    await db.execute(sql`update halls set status = 'closed' where id = ${closed}`);
    expect(mine(await floorBelowLicence(db, NOW, T), closed)).toEqual([]);
  });

  it('shows the terminals in service on the hall’s card and in the equipment’s counts', async () => {
    const hallId = await createHall();
    await terminals(hallId, 12);
    await terminals(hallId, 2, 'broken');
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body } = await callApi(app, 'GET', '/api/halls', auth);
    expect(body.halls.find((h: { id: number }) => h.id === hallId).gameTerminals).toBe(12);
    const equipment = await callApi(app, 'GET', `/api/halls/${hallId}/equipment?pageSize=1`, auth);
    expect(equipment.body.counts.gameTerminals).toBe(12);
  });
});
