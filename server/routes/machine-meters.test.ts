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
import { postMeters, terminalHall } from '../test/terminals';

afterAll(closeTestDatabase);

const NOW = new Date('2026-11-20T12:30:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
const game = (code: string, plays: number) => ({
  code,
  plays,
  bets: `${plays * 100}.00`,
  wins: `${plays * 90}.00`,
});

async function setUp() {
  const app = await testApp({ now: testClock(NOW).now });
  const hall = await terminalHall(app);
  const device = await hall.device();
  const slots = `T${randomUUID().slice(0, 6)}-SLOTS`;
  const post = (readings: unknown) => postMeters(app, device.key, readings);
  /** A reading with the machine's meters: money in tenge, `bills` per note. */
  const reading = (seq: number, at: string, machine: Json | undefined, plays = seq) => ({
    seq,
    at,
    games: [game(slots, plays)],
    ...(machine && { machine }),
  });
  return { app, hall, device, post, reading };
}

/** What the machine's own meters added, summed over its hours (money in tenge). */
async function machineTotals(
  deviceId: number,
): Promise<Record<string, string | Record<string, string>>> {
  const { db } = await testDatabase();
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select count(*) filter (where coin_in + coin_out + bills_in + games_played > 0)::text as hours,
          sum(readings)::text as readings, (sum(coin_in) / 100)::bigint::text as "coinIn",
          (sum(coin_out) / 100)::bigint::text as "coinOut", (sum(bills_in) / 100)::bigint::text as "billsIn",
          (sum(transfers_in) / 100)::bigint::text as "transfersIn",
          (sum(jackpot_hand_pays) / 100)::bigint::text as "jackpotHandPays",
          sum(games_played)::text as "gamesPlayed", sum(doors_drop)::text as "doorsDrop"
        from machine_meter_hours where device_id = ${deviceId}`,
  );
  const bills = await queryRows<{ denomination: number; count: string }>(
    db,
    sql`select denomination, sum(count)::text as count from machine_bill_hours
        where device_id = ${deviceId} group by denomination order by denomination`,
  );
  return { ...row, bills: Object.fromEntries(bills.map((b) => [b.denomination, b.count])) };
}

const full = (scale: number) => ({
  coinIn: `${1_000_000 + scale * 5_000}.00`,
  coinOut: `${900_000 + scale * 4_500}.00`,
  jackpotHandPays: `${scale * 100}.00`,
  cancelledHandPays: '0.00',
  billsIn: `${200_000 + scale * 2_000}.00`,
  transfersIn: `${50_000 + scale * 1_000}.00`,
  transfersOut: '0.00',
  ticketsIn: '0.00',
  ticketsOut: '0.00',
  gamesPlayed: 10_000 + scale * 50,
  doorsMain: 3,
  doorsDrop: 10 + scale,
  powerResets: 2,
  bills: { '1000': 150 + scale * 2, '5000': 10 },
});

describe('the machine’s own meters', () => {
  it('take the first full set as a base and count every meter’s difference, notes per denomination', async () => {
    const { post, device, reading } = await setUp();
    expect((await post([reading(1, minutes(-20), full(0))])).body.applied).toBe(1);
    expect(await machineTotals(device.id)).toMatchObject({ hours: '0', readings: '1' });
    const next = await post([reading(2, minutes(-10), full(1)), reading(3, minutes(-5), full(3))]);
    expect(next.body).toEqual({ applied: 2, ignored: 0, retimed: 0 });
    expect(await machineTotals(device.id)).toEqual({
      hours: '1',
      readings: '3',
      coinIn: '15000',
      coinOut: '13500',
      billsIn: '6000',
      transfersIn: '3000',
      jackpotHandPays: '300',
      gamesPlayed: '150',
      doorsDrop: '3',
      bills: { 1000: '6' },
    });
  });

  it('take a reading without them (an older device) and go on from the base when they come back', async () => {
    const { post, device, reading } = await setUp();
    await post([reading(1, minutes(-20), full(0))]);
    const older = await post([reading(2, minutes(-15), undefined)]);
    expect(older.body.applied).toBe(1);
    await post([reading(3, minutes(-10), full(2))]);
    expect(await machineTotals(device.id)).toMatchObject({ coinIn: '10000', gamesPlayed: '100' });
  });

  it('count a meter that rolls over at its declared size as play', async () => {
    const { post, device, reading } = await setUp();
    // 10 digits of tiyn: 99 999 999.99 ₸ is the top.
    await post([reading(1, minutes(-20), { digits: 10, coinIn: '99999000.00' })]);
    await post([reading(2, minutes(-10), { digits: 10, coinIn: '500.00' })]);
    expect(await machineTotals(device.id)).toMatchObject({ coinIn: '1500' });
  });

  it('take a RAM clear mid-day as a new base with one exception, never as negative play', async () => {
    const { app, hall, post, device, reading } = await setUp();
    await post([reading(1, minutes(-30), full(4), 500)]);
    // The clear zeroes the games' meters and the machine's together.
    const cleared = await post([
      reading(2, minutes(-20), { coinIn: '10.00', coinOut: '0.00', gamesPlayed: 1 }, 1),
    ]);
    expect(cleared.body.applied).toBe(1);
    await post([
      reading(3, minutes(-10), { coinIn: '60.00', coinOut: '20.00', gamesPlayed: 4 }, 4),
    ]);
    expect(await machineTotals(device.id)).toMatchObject({ coinIn: '50', coinOut: '20' });

    const { body } = await callApi(
      app,
      'GET',
      `/api/halls/${hall.hallId}/exceptions?kind=meters`,
      hall.auth,
    );
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ severity: 'high', happenedAt: minutes(-20) });
    expect(body.items[0].description).toMatch(
      /^Память автомата очищена \(показание № 2\).*Сыграно кредитов было 1\s020\s000,00 ₸, стало 10,00 ₸.*игр было 10\s200, стало 1\..*Счётчики автомата стали меньше прежних/,
    );
    const { db } = await testDatabase();
    const events = await queryRows<{ kind: string; seq: string }>(
      db,
      sql`select kind, seq::text from machine_meter_events where device_id = ${device.id}`,
    );
    expect(events).toEqual([{ kind: 'ram_clear', seq: '2' }]);
  });

  it('count the same batch once when it is posted 50 times at once', async () => {
    const { post, device, reading } = await setUp();
    await post([reading(1, minutes(-30), full(0))]);
    const batch = Array.from({ length: 10 }, (_, i) =>
      reading(2 + i, minutes(-25 + i), full(i + 1)),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(batch)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.applied, 0)).toBe(10);
    expect(await machineTotals(device.id)).toMatchObject({
      coinIn: '50000',
      bills: { 1000: '20' },
    });
  });
});

describe('a malformed machine meter', () => {
  it.each([
    ['a negative money meter', { coinIn: '-1.00' }, 'coinIn', 'не может быть отрицательн'],
    ['a fractional count', { gamesPlayed: 1.5 }, 'gamesPlayed', 'Сыграно игр (0005) — целое число'],
    ['a count of 10¹⁵', { doorsMain: 1e15 }, 'doorsMain', 'не больше 14 цифр'],
    ['money of 10¹⁵ tenge', { coinOut: '1000000000000000.00' }, 'coinOut', 'не больше 13 цифр'],
    [
      'money past the declared size',
      { digits: 8, billsIn: '1000000.00' },
      'billsIn',
      'больше, чем помещается в 8 цифр счётчика',
    ],
    ['a size out of range', { digits: 20 }, 'digits', 'Разрядность счётчиков — от 8 до 14'],
    [
      'an unknown denomination',
      { bills: { '3000': 1 } },
      'bills.3000',
      'Номинал 3000: купюроприёмник принимает 200, 500, 1000, 2000, 5000, 10000, 20000 ₸',
    ],
    [
      'a NUL in a denomination',
      { bills: { '1000\u0000': 1 } },
      'bills.1000\u0000',
      'управляющие символы',
    ],
    ['a negative note count', { bills: { '1000': -1 } }, 'bills.1000', 'не может быть'],
    ['an unknown meter', { coinsIn: '1.00' }, 'coinsIn', 'Неизвестное поле'],
  ])(
    'with %s is refused whole, naming the field, and keeps nothing',
    async (_, machine, field, message) => {
      const { post, device, reading } = await setUp();
      await post([reading(1, minutes(-20), full(0))]);
      const answer = await post([
        reading(2, minutes(-10), full(1)),
        reading(3, minutes(-5), machine),
      ]);
      expect(answer.status).toBe(400);
      const key = `readings.1.machine.${field}`;
      expect(Object.keys(answer.body.error.fields)).toContain(key);
      expect(answer.body.error.fields[key]).toContain(message);
      expect((await machineTotals(device.id)).hours).toBe('0');
      expect((await post([reading(2, minutes(-10), full(1))])).body.applied).toBe(1);
    },
  );
});
