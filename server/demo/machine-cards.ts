/**
 * The demo's machines as legal objects (decision 069), through the product's work orders: each
 * game terminal put into service by the hall's manager and approved by head office, then a move
 * between two halls on the 10th, a game change, a RAM clear by two, a withdrawal with its
 * replacement on the 14th, the ended quarters locked but the last one of the last hall, and one
 * machine left playing without registration.
 */
import { sql } from 'drizzle-orm';
import { quarterAfter, quarterBounds, quarterOf, type Quarter } from '@/lib/shared/gambling-tax';
import { isoDateAfter } from '@/lib/shared/iso-date';
import type { SessionUser } from '../auth/sessions';
import { inTransaction, queryRows, type Db } from '../db/database';
import { deviceKeyHash } from '../equipment/device-keys';
import { lockQuarter } from '../gambling-tax/tax-filings';
import { decideOrder, requestOrder } from '../machines/order-writes';
import type { OrderRequestInput } from '../machines/order-schemas';
import { demoDeviceKey, seedDevice } from './equipment';
import { demoHallIds } from './halls';
import { demoTerminalGames } from './machines';

const MANUFACTURERS: Record<string, string> = {
  Novomatic: 'Novomatic AG',
  IGT: 'International Game Technology',
  Aristocrat: 'Aristocrat Leisure',
  EGT: 'Euro Games Technology',
  Interblock: 'Interblock d.d.',
};

/** A demo machine's card: its numbers follow from its id, its dates from the day it enters service. */
const demoCard = (
  id: number,
  hallId: number,
  maker: string,
  brand: string,
  since: string,
  gameId: number,
) => ({
  manufacturer: maker,
  romId: `${brand.slice(0, 3).toUpperCase()}-${(id % 7) + 1}.${id % 10}.${id % 4}`,
  sealNo: `П-${String(100000 + id * 7).slice(-6)}`,
  certificateNo: `KZ.7500361.02.03.${String(id).padStart(5, '0')}`,
  certificateDate: isoDateAfter(new Date(`${since}T00:00:00Z`), -60),
  denomination: id % 3 === 0 ? '10' : '1',
  taxRegNo: `${String(hallId).padStart(2, '0')}-ИБ-${String(id).padStart(6, '0')}`,
  taxRegDate: isoDateAfter(new Date(`${since}T00:00:00Z`), -3),
  gameId,
});

type Machine = { id: number; hall_id: number; number: string; name: string; game_id: number };

async function userOf(db: Db, login: string): Promise<SessionUser> {
  const [u] = await queryRows<SessionUser>(
    db,
    sql`select id, login, full_name as "fullName", role from users where login = ${login}`,
  );
  return u;
}

/** The hall's calendar day of `now`. */
async function hallDay(db: Db, hallId: number, now: Date) {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`select to_char(${now.toISOString()}::timestamptz at time zone timezone, 'YYYY-MM-DD') as day
        from halls where id = ${hallId}`,
  );
  return row.day;
}

/** The 10th or 14th of the month before `day`'s. */
const lastMonthOn = (day: string, date: number) => {
  const [y, m] = day.split('-').map(Number);
  const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return `${month}-${String(date).padStart(2, '0')}`;
};

/** Asks an order as the demo's manager and, unless `waiting`, approves it as head office. */
function demoOrders(db: Db, manager: SessionUser, admin: SessionUser) {
  // The days an order is asked and approved on are the demo's: each at the moment it speaks of.
  return async (
    hallId: number,
    deviceId: number,
    input: OrderRequestInput,
    at: Date,
    waiting = false,
  ) => {
    const act = (user: SessionUser, minutes: number) => (tx: Db) => ({
      tx,
      hallId,
      user,
      now: new Date(at.getTime() + minutes * 60_000),
      requestId: `demo-order-${deviceId}-${input.kind}`,
    });
    const asked = await inTransaction(db, (tx) =>
      requestOrder(act(manager, 0)(tx), deviceId, input),
    );
    if (waiting) return;
    await inTransaction(db, (tx) =>
      decideOrder(act(admin, 90)(tx), asked.id, asked.version, { decision: 'approve', note: '' }),
    );
  };
}

export async function seedMachineCards(db: Db, now: Date) {
  const hallIds = await demoHallIds(db);
  if (hallIds.length === 0) return;
  const manager = await userOf(db, 'manager');
  const admin = await userOf(db, 'admin');
  const order = demoOrders(db, manager, admin);
  const machines = await queryRows<Machine>(
    db,
    sql`with assigned as (${demoTerminalGames(hallIds)})
        select distinct on (d.id) d.id, d.hall_id, d.number, d.name,
          coalesce(g.id, (select min(id) from games where category = 'slots' and theoretical_rtp >= 9500)) as game_id
        from devices d
        left join assigned a on a.device_id = d.id
        left join games g on g.id = a.game_id and g.category = 'slots' and g.theoretical_rtp >= 9500
        where d.type = 'game_terminal' and d.hall_id in (${sql.join(hallIds, sql`, `)})
        order by d.id, g.id nulls last`,
  );
  const days = new Map<number, string>();
  for (const hallId of hallIds) days.set(hallId, await hallDay(db, hallId, now));
  const at = (day: string) => new Date(`${day}T05:00:00Z`);
  // The first hall's last machine plays without having been put into service.
  const unregistered = machines.filter((m) => m.hall_id === hallIds[0]).at(-1)!;
  for (const m of machines) {
    if (m.id === unregistered.id) continue;
    const today = days.get(m.hall_id)!;
    const since = isoDateAfter(new Date(`${today}T00:00:00Z`), -420 + (m.id % 25));
    const brand = Object.keys(MANUFACTURERS).find((b) => m.name.startsWith(b)) ?? 'Novomatic';
    await order(
      m.hall_id,
      m.id,
      {
        kind: 'put_into_service',
        effectiveOn: since,
        note: '',
        card: demoCard(m.id, m.hall_id, MANUFACTURERS[brand], brand, since, m.game_id),
      },
      at(since),
    );
  }
  await historyOrders(db, machines, days, order, at);
  await lockQuarters(db, hallIds, admin, now, days);
}

type OrderFn = (
  hallId: number,
  deviceId: number,
  input: OrderRequestInput,
  at: Date,
) => Promise<void>;

/** The first and second halls' history: a move, a game change, a RAM clear, a withdrawal and its replacement. */
async function historyOrders(
  db: Db,
  machines: Machine[],
  days: Map<number, string>,
  order: OrderFn,
  at: (day: string) => Date,
) {
  const [first, second] = [...days.keys()];
  const of = (hallId: number) => machines.filter((m) => m.hall_id === hallId);
  const today = days.get(first)!;
  // A machine of the second hall moves to the first on the 10th of last month.
  const mover = of(second)[1];
  const movedOn = lastMonthOn(today, 10);
  await order(
    second,
    mover.id,
    {
      kind: 'move',
      effectiveOn: movedOn,
      toHallId: first,
      toNumber: 'GT-901',
      toTaxRegNo: `${String(first).padStart(2, '0')}-ИБ-901`,
      toTaxRegDate: isoDateAfter(new Date(`${movedOn}T00:00:00Z`), -2),
      note: 'Перестановка: в центральном зале не хватало автомата в VIP-зоне',
    },
    at(movedOn),
  );
  // The machine reports to its new hall with the key its technician set there.
  await db.execute(
    sql`update devices set key_hash = ${deviceKeyHash(demoDeviceKey(first, 'GT-901'))}
        where hall_id = ${first} and number = 'GT-901'`,
  );
  const [game] = await queryRows<{ id: number }>(
    db,
    sql`select id from games where category = 'slots' and theoretical_rtp >= 9500
          and id <> ${of(first)[2].game_id} order by theoretical_rtp desc, id limit 1`,
  );
  const changedOn = isoDateAfter(new Date(`${today}T00:00:00Z`), -40);
  await order(
    first,
    of(first)[2].id,
    {
      kind: 'game_change',
      effectiveOn: changedOn,
      gameId: game.id,
      note: 'Замена игры по решению управляющего',
    },
    at(changedOn),
  );
  const [witness] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join user_halls uh on uh.user_id = u.id
        where uh.hall_id = ${first} and u.role = 'cashier' and not u.disabled order by u.id limit 1`,
  );
  const clearedOn = isoDateAfter(new Date(`${today}T00:00:00Z`), -20);
  await order(
    first,
    of(first)[4].id,
    {
      kind: 'ram_clear',
      effectiveOn: clearedOn,
      witnessId: witness.id,
      note: 'Сбой памяти после скачка напряжения',
    },
    at(clearedOn),
  );
  await order(
    first,
    of(first)[6].id,
    {
      kind: 'seal_change',
      effectiveOn: clearedOn,
      sealNo: 'П-778120',
      note: 'Пломба снята при сбросе памяти соседнего автомата',
    },
    at(clearedOn),
  );
  // A machine withdrawn on the 14th of last month and its replacement in service the same day.
  const withdrawnOn = lastMonthOn(today, 14);
  const old = of(first)[8];
  await order(
    first,
    old.id,
    { kind: 'withdrawal', effectiveOn: withdrawnOn, note: 'Списан: неремонтопригоден' },
    at(withdrawnOn),
  );
  await seedDevice(db, {
    hallId: first,
    number: 'GT-902',
    name: 'Novomatic Super-V+',
    type: 'game_terminal',
    serial: 'NV902REPL01',
    zone: 'Основной зал',
    billNotes: [1000, 2000, 5000, 10000, 20000],
    deskCredits: true,
    key: demoDeviceKey(first, 'GT-902'),
    createdAt: at(withdrawnOn),
  });
  const [replacement] = await queryRows<{ id: number }>(
    db,
    sql`select id from devices where hall_id = ${first} and number = 'GT-902'`,
  );
  await order(
    first,
    replacement.id,
    {
      kind: 'put_into_service',
      effectiveOn: withdrawnOn,
      note: `Замена ${old.number}`,
      card: demoCard(902, first, 'Novomatic AG', 'Novomatic', withdrawnOn, old.game_id),
    },
    at(withdrawnOn),
  );
}

/**
 * Head office locks every ended quarter of each hall, the year before included, but leaves the
 * last hall's latest one unlocked: past its due date it shows the exception.
 */
async function lockQuarters(
  db: Db,
  hallIds: number[],
  admin: SessionUser,
  now: Date,
  days: Map<number, string>,
) {
  for (const hallId of hallIds) {
    const today = days.get(hallId)!;
    let q: Quarter = quarterOf(isoDateAfter(new Date(`${today}T00:00:00Z`), -395));
    const current = quarterOf(today);
    const ended: Quarter[] = [];
    while (q.year < current.year || (q.year === current.year && q.quarter < current.quarter)) {
      ended.push(q);
      q = quarterAfter(q);
    }
    const unlocked = hallId === hallIds.at(-1) ? ended.at(-1) : undefined;
    for (const quarter of ended) {
      if (quarter === unlocked) continue;
      const lockedAt = new Date(`${quarterBounds(quarter).to}T00:00:00Z`);
      lockedAt.setUTCDate(lockedAt.getUTCDate() + 30);
      const at = lockedAt < now ? lockedAt : now;
      await inTransaction(db, (tx) =>
        lockQuarter({ tx, hallId, user: admin, now: at, requestId: `demo-tax-${hallId}` }, quarter),
      );
    }
  }
}

/**
 * Once the machines report: yesterday's seal change with the meters before and after it, and a
 * game change asked this morning that waits for head office.
 */
export async function seedRecentOrders(db: Db, now: Date) {
  const hallIds = await demoHallIds(db);
  if (hallIds.length === 0) return;
  const order = demoOrders(db, await userOf(db, 'manager'), await userOf(db, 'admin'));
  const [first] = hallIds;
  const machines = await queryRows<{ id: number; game_id: number | null }>(
    db,
    sql`select id, game_id from devices where hall_id = ${first} and type = 'game_terminal'
          and in_service_from is not null and out_of_service_on is null
          and exists (select 1 from machine_meter_base b where b.device_id = devices.id)
        order by number limit 14`,
  );
  const today = await hallDay(db, first, now);
  const yesterday = isoDateAfter(new Date(`${today}T00:00:00Z`), -1);
  await order(
    first,
    machines[12].id,
    {
      kind: 'seal_change',
      effectiveOn: yesterday,
      sealNo: 'П-781455',
      note: 'Плановая замена пломб',
    },
    new Date(now.getTime() - 20 * 3600_000),
  );
  const [game] = await queryRows<{ id: number }>(
    db,
    sql`select id from games where category = 'slots' and theoretical_rtp >= 9500
          and id is distinct from ${machines[13].game_id} order by theoretical_rtp, id limit 1`,
  );
  await order(
    first,
    machines[13].id,
    {
      kind: 'game_change',
      effectiveOn: today,
      gameId: game.id,
      note: 'Игра не пользуется спросом',
    },
    new Date(now.getTime() - 2 * 3600_000),
    true,
  );
}
