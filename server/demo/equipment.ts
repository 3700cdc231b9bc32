import { sql } from 'drizzle-orm';
import type { DeviceType } from '@/lib/shared/equipment';
import { deviceKeyHash } from '../equipment/device-keys';
import type { Db } from '../db/database';
import { devices } from '../db/schema';
import { demoHallIds } from './halls';
import { pick } from './sql-arrays';

/**
 * Demo devices per hall (ids 1–6): six in ten are game terminals, so the open halls have the
 * licence's 60 in service, but for hall 6, which is short of them (an exception to show).
 */
export const DEMO_DEVICE_COUNTS = [112, 114, 130, 44, 112, 80];

/** Per type: share of the hall, number prefix, models and the zones it stands in. */
const KINDS: {
  type: DeviceType;
  share: number;
  prefix: string;
  models: string[];
  zones: string[];
}[] = [
  {
    type: 'game_terminal',
    share: 0.6,
    prefix: 'GT',
    models: [
      'Novomatic Super-V+',
      'IGT Crystal Dual',
      'Aristocrat Helix',
      'EGT P-42V',
      'Interblock Organic',
    ],
    zones: ['Основной зал', 'Основной зал', 'VIP-зал', 'Зал у бара'],
  },
  {
    type: 'cash_terminal',
    share: 0.04,
    prefix: 'CT',
    models: ['Кассовый терминал Glory', 'Кассовый терминал JCM'],
    zones: ['Касса'],
  },
  {
    type: 'kiosk',
    share: 0.04,
    prefix: 'KS',
    models: ['Киоск ставок Inspur', 'Киоск пополнения Pos-Kiosk'],
    zones: ['Вход', 'Основной зал'],
  },
  {
    type: 'screen',
    share: 0.08,
    prefix: 'SC',
    models: ['Samsung 55" QM55', 'LG 65" UH5F'],
    zones: ['Основной зал', 'VIP-зал', 'Бар'],
  },
  {
    type: 'printer',
    share: 0.04,
    prefix: 'PR',
    models: ['Epson TM-T20III', 'Custom TG2480'],
    zones: ['Касса', 'Бар'],
  },
  {
    type: 'server',
    share: 0.02,
    prefix: 'SV',
    models: ['Сервер зала Dell R450'],
    zones: ['Серверная'],
  },
  {
    type: 'camera',
    share: 0.18,
    prefix: 'CM',
    models: ['Hikvision DS-2CD2143', 'Dahua IPC-HDW2431'],
    zones: ['Основной зал', 'VIP-зал', 'Касса', 'Вход', 'Бар'],
  },
];

/** Every n-th device (by its number) is left without heartbeats in the demo: offline. */
export const DEMO_OFFLINE_EVERY = 19;
const isDemoOffline = (n: number) => n % DEMO_OFFLINE_EVERY === 4;

const BROKEN_NOTES = [
  'Не принимает купюры',
  'Не включается экран',
  'Сбой платы',
  'Нет связи с сервером',
];
const MAINTENANCE_NOTES = [
  'Плановое обслуживание',
  'Замена купюроприёмника',
  'Обновление ПО',
  'Чистка и калибровка',
];

/** One device with the key it signs its calls with (a test's terminal, stored as a hash). */
export async function seedDevice(
  db: Db,
  device: Omit<typeof devices.$inferInsert, 'keyHash'> & { key: string },
) {
  const { key, ...columns } = device;
  await db.insert(devices).values({ ...columns, keyHash: deviceKeyHash(key) });
}

/** A demo device's key: known to the heartbeat simulator, never used outside the demo. */
export const demoDeviceKey = (hallId: number, number: string) => `demo:${hallId}:${number}`;

/**
 * A demo game terminal's ways for money: most take every note but 200 ₸ and credits from a desk;
 * every fifth skips the 500 ₸ note, every ninth takes no desk credits, every sixth prints tickets.
 */
const machineMoney = (type: string) =>
  type === 'game_terminal'
    ? sql`case when n % 5 = 0 then '{1000,2000,5000,10000,20000}'::int[]
          else '{500,1000,2000,5000,10000,20000}'::int[] end, n % 9 <> 0, n % 6 = 0`
    : sql`'{}'::int[], false, false`;

/** How many of each type a hall of `count` devices has: at least one of each, shares rounded. */
function typeCounts(count: number) {
  const counts = KINDS.map((kind) => Math.max(1, Math.round(count * kind.share)));
  counts[0] += count - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/**
 * `count` devices for one hall, one statement per type. Roughly one in 29 is broken and one in
 * 23 in maintenance (each with a history row), one in 19 has gone silent; the rest were seen in
 * the last minutes.
 */
export async function insertDevices(db: Db, hallId: number, count: number, now = new Date()) {
  const at = now.toISOString();
  for (const [i, n] of typeCounts(count).entries()) {
    const kind = KINDS[i];
    await db.execute(sql`
      insert into devices (hall_id, number, name, type, serial, zone, status, note, last_seen_at,
        key_hash, bill_notes, desk_credits, tickets)
      select ${hallId}, number,
        ${pick(kind.models, sql`n + ${hallId}`)}, ${kind.type},
        upper(substr(md5(${hallId}::text || number), 1, 10)),
        ${pick(kind.zones, sql`n * 3 + ${hallId}`)},
        case when n % 29 = 3 then 'broken' when n % 23 = 5 then 'maintenance' else 'active' end,
        case when n % 29 = 3 then ${pick(BROKEN_NOTES, sql`n`)}
          when n % 23 = 5 then ${pick(MAINTENANCE_NOTES, sql`n`)} else '' end,
        case when n % ${DEMO_OFFLINE_EVERY} = 4
          then ${at}::timestamptz - ((n * 37 + ${i * 211 + hallId * 53}) % 4000 + 10) * interval '1 minute'
          else ${at}::timestamptz - (n % 50) * interval '3 seconds' end,
        encode(sha256(convert_to('demo:' || ${hallId} || ':' || number, 'UTF8')), 'hex'),
        ${machineMoney(kind.type)}
      from (
        select n, ${kind.prefix} || '-' || lpad(n::text, greatest(3, length(n::text)), '0') as number
        from generate_series(1, ${n}) as n
      ) as rows
    `);
  }
  // How the broken and serviced devices got there, and an older, finished maintenance.
  await db.execute(sql`
    insert into device_status_history (device_id, at, user_id, from_status, to_status, note)
    select id, ${at}::timestamptz - ((id % 70) + 2) * interval '1 hour',
      (select id from users where login = 'manager'), 'active', status, note
    from devices where hall_id = ${hallId} and status <> 'active'
    union all
    select id, ${at}::timestamptz - interval '40 days' - (id % 9) * interval '1 day',
      (select id from users where login = 'manager'), 'active', 'maintenance', 'Плановое обслуживание'
    from devices where hall_id = ${hallId} and id % 17 = 2
    union all
    select id, ${at}::timestamptz - interval '39 days' - (id % 9) * interval '1 day',
      (select id from users where login = 'admin'), 'maintenance', 'active', 'Обслуживание завершено'
    from devices where hall_id = ${hallId} and id % 17 = 2
  `);
}

export async function seedDevices(db: Db) {
  for (const hallId of await demoHallIds(db))
    await insertDevices(db, hallId, DEMO_DEVICE_COUNTS[hallId - 1]);
}

/** The number part of `GT-007`: the simulator keeps the demo's offline devices silent. */
export const demoDeviceStaysSilent = (number: string) => isDemoOffline(Number(number.slice(3)));
