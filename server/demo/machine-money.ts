/**
 * The demo's last week of machine money, through the product's own ways (decisions 065–067): each
 * machine reports its full meters every three hours — the play its days' statistics say, the notes
 * that paid for it, the hand pays its desks made — the boxes are dropped on Mondays and Thursdays
 * and counted blind by two, and each gaming day is closed as the boundary closes it. Two honest
 * differences wait for a signature: a note jammed in a validator, and a jackpot paid by hand that
 * nobody entered at a desk.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import type { Role } from '@/lib/shared/roles';
import { inTransaction, queryRows, type Db } from '../db/database';
import { DEFAULT_CASH_RULES } from '../cash-desks/cash-rules';
import { decideTransfer } from '../cash-desks/transfers';
import { collectDrop, confirmDrop, countDrop } from '../drops/drop-writes';
import { applyMeterReadings, type MeterDevice } from '../equipment/meter-readings';
import { MeterReadings } from '../equipment/meter-schemas';
import { closeGamingDay } from '../gaming-days/day-close';
import { demoHallIds } from './halls';
import { demoMachines, firstOwn, type DemoMachine } from './live-meters';
import { fromMinorUnits } from '@/lib/shared/money';
import { MACHINE_COUNT_METERS, MACHINE_MONEY_METERS } from '@/lib/shared/machine-meters';

/** Gaming days of machine money before today's. */
export const MONEY_DAYS = 7;
const READING_EVERY_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Drops at 10:00 of the hall on Mondays and Thursdays. */
const DROP_WEEKDAYS = [1, 4];
const DROP_HOUR = 10;
/**
 * A machine with its meters and the jackpot it paid by hand that its next wins have not yet
 * covered: a jackpot is part of the game's wins, but its coin out never counts it (SAS keeps it
 * apart, meter 0002), so the wins to the credits leave it out until it is covered.
 */
type Machine = DemoMachine & {
  device: MeterDevice;
  own: NonNullable<DemoMachine['own']>;
  owed: bigint;
};
type HandPay = { deviceId: number; at: number; amount: bigint; jackpot?: boolean };
type Person = { id: number; login: string; fullName: string; role: Role };
type Hall = { id: number; timezone: string; staff: Person[]; manager: Person };

/** A machine's play of one hall-local calendar day, as its statistics keep it (tiyn). */
type DayPlay = { plays: bigint; bets: bigint; wins: bigint };

/** Whether the demo still lacks its machine money (a demo made before it, or a fresh one). */
export async function lacksMachineMoney(db: Db) {
  const [row] = await queryRows<{ lacks: boolean }>(
    db,
    sql`select not exists (select 1 from gaming_days) and not exists (select 1 from machine_drops)
        and not exists (select 1 from machine_meter_base) as lacks`,
  );
  return row.lacks;
}

export async function seedMachineMoney(db: Db, now: Date) {
  const hallIds = await demoHallIds(db);
  if (hallIds.length === 0) return;
  // The halls keep their gaming days here from the first day of the week of machine money.
  await db.execute(sql`
    update halls as h set created_at = ((((${now.toISOString()}::timestamptz at time zone h.timezone)
        - make_interval(hours => h.gaming_day_start_hour))::date - ${MONEY_DAYS}::int)
        + make_interval(hours => h.gaming_day_start_hour))::timestamp at time zone h.timezone
    where h.id in (${sql.join(hallIds, sql`, `)})`);
  // Their boxes are dropped on Mondays and Thursdays, as the schedule says.
  await db.execute(sql`
    update halls set drop_weekdays = ${`{${DROP_WEEKDAYS.join(',')}}`}::smallint[]
    where id in (${sql.join(hallIds, sql`, `)})`);
  // …and their devices have stood on the floor since before it.
  await db.execute(sql`
    update devices as d set created_at = h.created_at - interval '1 day'
    from halls as h where h.id = d.hall_id and h.id in (${sql.join(hallIds, sql`, `)})
      and d.created_at > h.created_at`);
  const halls = await hallsOf(db, hallIds);
  const machines = await machinesOf(db);
  const [start] = await queryRows<{ at: Date | string }>(
    db,
    sql`select min(created_at) as at from halls where id in (${sql.join(hallIds, sql`, `)})`,
  );
  const from = new Date(start.at).getTime();
  const play = await playByDay(db, from);
  const hands = await handPays(db, from);
  const credits = await deskMoney(db, from, 'machine_credit');
  // The jackpot a machine paid by hand that nobody entered at a desk: the first machine with a
  // validator of the first hall, three days ago at noon.
  const unentered = machines.find((m) => m.device.hallId === halls[0].id);
  if (unentered) {
    const at = Math.floor((now.getTime() - 3 * DAY_MS) / READING_EVERY_MS) * READING_EVERY_MS;
    hands.push({ deviceId: unentered.device.id, at, amount: 5_000_000n, jackpot: true });
  }
  const drops = dropTimes(halls, from, now.getTime());
  // A base at the first day's start, then a reading a second before every third hour: a day's
  // last reading falls in the day, with the hand pays made before its boundary.
  const times = [from];
  for (let t = from + READING_EVERY_MS - 1000; t <= now.getTime(); t += READING_EVERY_MS) {
    times.push(t);
  }
  // …and one now, of the desks' money since the last one alone (its play is the next third hour's).
  const last = times.at(-1)!;
  if (last < now.getTime()) times.push(now.getTime());
  const span = (t: number) =>
    t > last
      ? { at: t, since: last, played: false }
      : { at: t, since: t - READING_EVERY_MS, played: true };
  // The readings up to each drop go first, each machine's in one call: the drop reads them.
  const cuts = [...new Set([...drops.map((d) => d.at), now.getTime() + 1])].sort((a, b) => a - b);
  let jammed = false;
  let since = 0;
  for (const cut of cuts) {
    const segment = times.filter((t) => t >= since && t < cut);
    since = cut;
    if (segment.length) {
      for (const machine of machines) {
        // As the device's call takes them: the API's own parsing.
        const { readings } = MeterReadings.parse({
          readings: segment.map((t) => reading(machine, span(t), play, hands, credits)),
        });
        await applyMeterReadings(db, machine.device, readings, new Date(segment.at(-1)!));
      }
    }
    for (const drop of drops.filter((d) => d.at === cut)) {
      jammed = (await dropBoxes(db, drop.hall, new Date(drop.at), !jammed)) || jammed;
    }
  }
  for (const hall of halls) await closeDays(db, hall.id, now);
}

/** Each demo hall with its staff of the desk (a manager first) in work. */
async function hallsOf(db: Db, hallIds: number[]): Promise<Hall[]> {
  const rows = await queryRows<{
    hall_id: number;
    timezone: string;
    id: number;
    login: string;
    full_name: string;
    role: Role;
  }>(
    db,
    sql`select h.id as hall_id, h.timezone, u.id, u.login, u.full_name, u.role
        from halls as h
        join user_halls as uh on uh.hall_id = h.id
        join users as u on u.id = uh.user_id and not u.disabled and u.role in ('manager', 'cashier')
        where h.id in (${sql.join(hallIds, sql`, `)})
        order by h.id, u.role desc, u.id`,
  );
  const halls = new Map<number, Hall>();
  for (const r of rows) {
    const person = { id: r.id, login: r.login, fullName: r.full_name, role: r.role };
    const hall = halls.get(r.hall_id);
    if (hall) hall.staff.push(person);
    else
      halls.set(r.hall_id, {
        id: r.hall_id,
        timezone: r.timezone,
        staff: [person],
        manager: person,
      });
  }
  return [...halls.values()].filter((h) => h.manager.role === 'manager' && h.staff.length >= 3);
}

/** The demo's game terminals with a validator, their meters from a lifetime on the floor. */
async function machinesOf(db: Db): Promise<Machine[]> {
  const devices = await queryRows<{ id: number; hall_id: number; number: string; name: string }>(
    db,
    sql`select id, hall_id, number, name from devices where type = 'game_terminal'`,
  );
  const byKey = new Map(devices.map((d) => [`${d.hall_id}:${d.number}`, d]));
  const out: Machine[] = [];
  for (const [key, machine] of await demoMachines(db)) {
    const device = byKey.get(key);
    const own = machine.own ?? firstOwn(machine);
    if (!device || !own) continue;
    out.push({
      ...machine,
      own,
      device: { id: device.id, hallId: device.hall_id, number: device.number, name: device.name },
      owed: 0n,
    });
  }
  return out;
}

/** Each machine's play per hall-local calendar day since `from`, from its statistics. */
async function playByDay(db: Db, from: number) {
  const rows = await queryRows<{
    device_id: number;
    day: string;
    plays: string;
    bets: string;
    wins: string;
  }>(
    db,
    sql`select device_id, day::text, sum(plays)::text as plays, sum(bets)::text as bets,
          sum(wins)::text as wins
        from machine_stats_daily
        where day >= (${new Date(from).toISOString()}::timestamptz)::date - 1
        group by device_id, day`,
  );
  return new Map(
    rows.map((r) => [
      `${r.device_id}:${r.day}`,
      { plays: BigInt(r.plays), bets: BigInt(r.bets), wins: BigInt(r.wins) } as DayPlay,
    ]),
  );
}

/**
 * The desks' payouts naming a machine since `from`: its hand-paid meter follows them. The demo's
 * statistics of play know nothing of them, so each is a guest cashing out credits (0003) that
 * notes paid for, never a jackpot that the play would have had to win.
 */
async function handPays(db: Db, from: number): Promise<HandPay[]> {
  return deskMoney(db, from, 'payout');
}

/** What the desks moved to or from machines since `from`: payouts or credits sold. */
async function deskMoney(db: Db, from: number, type: 'payout' | 'machine_credit') {
  const rows = await queryRows<{ device_id: number; at: Date | string; amount: string }>(
    db,
    sql`select device_id, created_at as at, amount::text from cash_operations
        where type = ${type} and device_id is not null
          and created_at >= ${new Date(from).toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({
    deviceId: r.device_id,
    at: new Date(r.at).getTime(),
    amount: BigInt(r.amount),
  }));
}

/**
 * The machine's reading at `at`: an eighth of its calendar day's play (when `played`), the desks'
 * credits and hand pays since the reading before (`since`).
 */
function reading(
  machine: Machine,
  { at, since, played }: { at: number; since: number; played: boolean },
  play: Map<string, DayPlay>,
  hands: HandPay[],
  credits: HandPay[],
) {
  const own = machine.own;
  // Credits a desk sold arrive first: the guest plays them before feeding notes.
  for (const sold of credits) {
    if (sold.deviceId === machine.device.id && sold.at <= at && sold.at > since) {
      own.transfersIn += sold.amount;
    }
  }
  const clock = hallClock(machine.zone);
  const day = clock.today(new Date(at - 1));
  const share = played ? play.get(`${machine.device.id}:${day}`) : undefined;
  if (share) {
    const bets = share.bets / 8n;
    const covered = machine.owed < share.wins / 8n ? machine.owed : share.wins / 8n;
    machine.owed -= covered;
    const wins = share.wins / 8n - covered;
    feedNotes(machine, own, bets, at);
    own.coinIn += bets;
    own.coinOut += wins;
    own.gamesPlayed += share.plays / 8n;
  }
  // A guest cashes the credits left out at a desk (cancelled credits), or a jackpot is paid.
  for (const pay of hands) {
    if (pay.deviceId === machine.device.id && pay.at <= at && pay.at > since) {
      if (pay.jackpot) {
        own.jackpotHandPays += pay.amount;
        machine.owed += pay.amount;
      } else {
        feedNotes(machine, own, pay.amount, at);
        own.cancelledHandPays += pay.amount;
      }
    }
  }
  machine.seq += 1;
  return {
    seq: machine.seq,
    at: new Date(at).toISOString(),
    games: machine.games.map((g) => ({
      code: g.code,
      plays: g.plays,
      bets: fromMinorUnits(g.bets),
      wins: fromMinorUnits(g.wins),
    })),
    machine: {
      ...Object.fromEntries(MACHINE_MONEY_METERS.map((n) => [n, fromMinorUnits(own[n])])),
      ...Object.fromEntries(MACHINE_COUNT_METERS.map((n) => [n, Number(own[n])])),
      bills: { ...own.bills },
    },
  };
}

/** Notes fed until the credits cover `bets`: the machine's largest first, the rest its smallest. */
function feedNotes(machine: Machine, own: Machine['own'], bets: bigint, at: number) {
  const credit = () =>
    own.billsIn + own.transfersIn + own.coinOut - own.coinIn - own.cancelledHandPays;
  const notes = [...machine.notes].reverse();
  let i = Math.floor(at / READING_EVERY_MS) + machine.device.id;
  while (credit() < bets) {
    const note = notes[i++ % notes.length];
    own.bills[note] = (own.bills[note] ?? 0) + 1;
    own.billsIn += BigInt(note) * 100n;
  }
}

/** Each hall's drops after `from`: 10:00 of the hall on its drop days, before `until`. */
function dropTimes(halls: Hall[], from: number, until: number) {
  const out: { hall: Hall; at: number }[] = [];
  for (const hall of halls) {
    const clock = hallClock(hall.timezone);
    for (let t = from; t < until; t += DAY_MS) {
      const day = clock.today(new Date(t));
      const at =
        Date.parse(`${day}T00:00:00Z`) + DROP_HOUR * 3600_000 - clock.wall(new Date(t)).offset;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (DROP_WEEKDAYS.includes(weekday) && at > from && at < until) out.push({ hall, at });
    }
  }
  return out;
}

const actor = (db: Db, hall: Hall, user: Person, now: Date) => (tx: Db) => ({
  tx,
  hallId: hall.id,
  user,
  now,
  requestId: `demo-${randomUUID()}`,
});

/**
 * A drop of every box of the hall: the manager and a cashier take them out, a cashier counts and
 * the manager counts again; the notes are the meters' but, once (`jam`), a 5 000 ₸ note that
 * jammed in a validator. The manager counts the cash into the safe. Whether it jammed one.
 */
async function dropBoxes(db: Db, hall: Hall, at: Date, jam: boolean) {
  const [manager, witness, counter] = [
    hall.manager,
    ...hall.staff.filter((p) => p !== hall.manager),
  ];
  const boxes = await queryRows<{ id: number; number: string }>(
    db,
    sql`select id, number from devices where hall_id = ${hall.id} and type = 'game_terminal'
          and cardinality(bill_notes) > 0 and out_of_service_on is null order by number`,
  );
  if (boxes.length === 0) return false;
  const as = (user: Person, minutes: number) =>
    actor(db, hall, user, new Date(at.getTime() + minutes * 60_000));
  const dropId = await inTransaction(db, (tx) =>
    collectDrop(as(manager, 0)(tx), {
      witnessId: witness.id,
      boxes: boxes.map((b) => ({ deviceId: b.id, boxNumber: b.number })),
    }),
  );
  const expected = await queryRows<{ device_id: number; expected: Record<string, string> }>(
    db,
    sql`select device_id, expected from machine_drop_boxes where drop_id = ${dropId} order by device_id`,
  );
  let jammed = false;
  const count = {
    // The jammed note is in the ninth box or a later one that held a 5 000 ₸ note.
    boxes: expected.map((b, i) => ({
      deviceId: b.device_id,
      notes: Object.entries(b.expected).map(([value, n]) => {
        const short = jam && !jammed && i >= 8 && value === '5000' && Number(n) > 0;
        if (short) jammed = true;
        return { value, count: Number(n) - (short ? 1 : 0) };
      }),
    })),
  };
  await inTransaction(db, (tx) => countDrop(as(counter, 40)(tx), dropId, count));
  await inTransaction(db, (tx) =>
    confirmDrop(as(manager, 75)(tx), DEFAULT_CASH_RULES, dropId, count),
  );
  const [drop] = await queryRows<{ transfer_id: number | null; pieces: unknown }>(
    db,
    sql`select d.transfer_id, t.pieces from machine_drops d
        left join cash_transfers t on t.id = d.transfer_id where d.id = ${dropId}`,
  );
  if (drop.transfer_id !== null) {
    await inTransaction(db, (tx) =>
      decideTransfer(as(manager, 90)(tx), DEFAULT_CASH_RULES, drop.transfer_id!, {
        accept: true,
        count: { denominations: drop.pieces as { value: string; count: number }[] },
      }),
    );
  }
  return jammed;
}

/** The hall's gaming days of the week, each closed at its boundary after the grace. */
async function closeDays(db: Db, hallId: number, now: Date) {
  const days = await queryRows<{ day: string; ends_at: Date | string }>(
    db,
    sql`select d::date::text as day,
          (((d::date + 1) + make_interval(hours => h.gaming_day_start_hour))::timestamp
            at time zone h.timezone) as ends_at
        from halls as h,
          generate_series(((h.created_at at time zone h.timezone)
            - make_interval(hours => h.gaming_day_start_hour))::date,
            (((${now.toISOString()}::timestamptz at time zone h.timezone)
            - make_interval(hours => h.gaming_day_start_hour))::date - 1)::timestamp,
            interval '1 day') as d
        where h.id = ${hallId}
        order by d`,
  );
  for (const { day, ends_at } of days) {
    const at = new Date(new Date(ends_at).getTime() + 31 * 60_000);
    if (at <= now) await closeGamingDay(db, hallId, day, null, at);
  }
}
