import { sql } from 'drizzle-orm';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { inTransaction, queryRows, type Db } from '../db/database';
import { meterOutcome, type GameMeters, type MeterReset } from './meter-deltas';
import { machineOutcome } from './machine-meter-deltas';
import {
  baseColumn,
  dayLock,
  machineBase,
  machineMeterWrites,
  type BaseRow,
} from './machine-meter-writes';
import type { MeterReading } from './meter-schemas';

/** The device a meter call comes from, as its key named it. */
export type MeterDevice = { id: number; hallId: number; number: string; name: string };

/** JSON for `jsonb_to_recordset`: one parameter however many rows, bigints as strings. */
const rowsJson = (rows: object[]) =>
  JSON.stringify(rows, (_, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );

type Known = { gameIds: Map<string, number>; meters: Map<number, GameMeters> };

/**
 * The catalogue's id of each code (lower case) and the device's last meters of those games, in
 * one read. A code the catalogue does not know is added as «Новая игра <code>» without a
 * category, so that its play counts from the first reading; two machines reporting it at once
 * add it once.
 */
async function knownGames(tx: Db, deviceId: number, codes: string[]): Promise<Known> {
  const list = JSON.stringify(codes);
  const read = () =>
    queryRows<{
      id: number;
      code: string;
      seq: string | null;
      read_at: Date | string | null;
      plays: string | null;
      bets: string | null;
      wins: string | null;
    }>(
      tx,
      sql`select g.id, lower(g.code) as code, m.seq::text, m.read_at, m.plays::text,
            m.bets::text, m.wins::text
          from games as g
          left join machine_meters as m on m.device_id = ${deviceId} and m.game_id = g.id
          where lower(g.code) in (select lower(c) from jsonb_array_elements_text(${list}::jsonb) as c)`,
    );
  let rows = await read();
  if (rows.length < new Set(codes.map((c) => c.toLowerCase())).size) {
    await tx.execute(
      sql`insert into games (code, name, category)
          select c, 'Новая игра ' || c, 'new'
          from jsonb_array_elements_text(${list}::jsonb) as c
          order by lower(c)
          on conflict do nothing`,
    );
    rows = await read();
  }
  const meters = new Map<number, GameMeters>();
  for (const r of rows) {
    if (r.seq === null) continue;
    meters.set(r.id, {
      seq: Number(r.seq),
      at: new Date(r.read_at!),
      plays: Number(r.plays),
      bets: BigInt(r.bets!),
      wins: BigInt(r.wins!),
    });
  }
  return { gameIds: new Map(rows.map((r) => [r.code, r.id])), meters };
}

const money = (tiyn: bigint) => formatMoney(fromMinorUnits(tiyn));

/** «Сброс счётчиков» of one reading, in words, naming its games and what their meters were. */
async function raiseResets(tx: Db, device: MeterDevice, resets: MeterReset[], now: Date) {
  const names = new Map(
    (
      await queryRows<{ id: number; name: string }>(
        tx,
        sql`select id, name from games where id in (${sql.join(
          [...new Set(resets.flatMap((r) => r.games.map((g) => g.gameId)))].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((g) => [g.id, g.name]),
  );
  const rows = resets.map((reset) => ({
    key: `meters:${device.id}:${reset.seq}`,
    hall_id: device.hallId,
    subject: `${device.number} · ${device.name}`,
    description:
      `Счётчики автомата стали меньше прежних (показание № ${reset.seq}), оно принято за новую ` +
      `базу: ${reset.games
        .map(
          (g) =>
            `«${names.get(g.gameId)}» — игр было ${formatCount(g.was.plays)}, стало ${formatCount(g.now.plays)}; ` +
            `ставок было ${money(g.was.bets)}, стало ${money(g.now.bets)}`,
        )
        .join('; ')}.`,
    happened_at: reset.at.toISOString(),
  }));
  await tx.execute(
    sql`insert into hall_exceptions (key, hall_id, kind, severity, subject, description, happened_at, opened_at)
        select key, hall_id, 'meters', 'high', subject, description, happened_at, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${rowsJson(rows)}::jsonb)
          as r(key text, hall_id int, subject text, description text, happened_at timestamptz)
        -- A clear done under a work order (decision 069) is expected: no alarm.
        where not exists (select 1 from machine_orders o
          where o.device_id = ${device.id} and o.kind = 'ram_clear' and o.status <> 'refused'
            and o.effective_on between (r.happened_at - interval '1 day')::date
              and (r.happened_at + interval '1 day')::date)
        on conflict (key) do update
          set description = hall_exceptions.description || ' ' || excluded.description`,
  );
}

/**
 * Applies a machine's readings in one transaction: the device's row is locked first, so calls of
 * one machine (a retry, the same batch through two instances) apply one after the other and the
 * second finds its readings already counted. The call is the device's heartbeat too.
 */
export async function applyMeterReadings(
  db: Db,
  device: MeterDevice,
  readings: MeterReading[],
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const carries = readings.some((r) => r.machine);
    const [locked] = await queryRows<{ meter_seq: string | null; machine_base: BaseRow }>(
      tx,
      sql`update devices set last_seen_at = greatest(last_seen_at, ${now.toISOString()}::timestamptz)
          where id = ${device.id} returning meter_seq::text as meter_seq, ${baseColumn}
          ${carries ? sql`, ${dayLock(device.hallId)}::text as day_lock` : sql``}`,
    );
    const lastSeq = locked.meter_seq === null ? null : Number(locked.meter_seq);
    const fresh = readings.filter((r) => lastSeq === null || r.seq > lastSeq);
    if (fresh.length === 0) return { applied: 0, ignored: readings.length, retimed: 0 };

    const known = await knownGames(tx, device.id, [
      ...new Set(fresh.flatMap((r) => r.games.map((g) => g.code))),
    ]);
    const outcome = meterOutcome(lastSeq, known.meters, readings, known.gameIds, now);
    const changed = [...outcome.meters].filter(([, m]) => lastSeq === null || m.seq > lastSeq);
    const meters = changed.map(([gameId, m]) => ({ game_id: gameId, ...m, read_at: m.at }));
    const hours = outcome.hours.map(({ gameId, ...play }) => ({ game_id: gameId, ...play }));
    const machine = fresh.some((r) => r.machine)
      ? machineOutcome(lastSeq, machineBase(locked.machine_base), readings, now)
      : null;
    // One statement: the new bases, the play by hour (its trigger rolls it up), the hall's mark
    // for the live floor, the machine's own meters, the device's seq.
    await tx.execute(
      sql`with meters as (
            insert into machine_meters (device_id, game_id, seq, read_at, plays, bets, wins)
            select ${device.id}, game_id, seq, read_at, plays, bets, wins
            from jsonb_to_recordset(${rowsJson(meters)}::jsonb)
              as r(game_id int, seq bigint, read_at timestamptz, plays bigint, bets bigint, wins bigint)
            order by game_id
            on conflict (device_id, game_id) do update set seq = excluded.seq,
              read_at = excluded.read_at, plays = excluded.plays, bets = excluded.bets,
              wins = excluded.wins),
          play as (
            insert into machine_stats_hourly as s (device_id, hour, game_id, hall_id, plays, bets, wins)
            select ${device.id}, to_timestamp(hour / 1000), game_id, ${device.hallId}, plays, bets, wins
            from jsonb_to_recordset(${rowsJson(hours)}::jsonb)
              as r(hour bigint, game_id int, plays bigint, bets bigint, wins bigint)
            order by hour, game_id
            on conflict (device_id, hour, game_id) do update set plays = s.plays + excluded.plays,
              bets = s.bets + excluded.bets, wins = s.wins + excluded.wins),
          mark as (
            insert into play_marks (hall_id)
            select ${device.hallId} where ${hours.length > 0}
            on conflict do nothing)
          ${machine ? machineMeterWrites(device, machine, now, locked.machine_base) : sql``}
          update devices set meter_seq = ${outcome.lastSeq} where id = ${device.id}`,
    );
    if (outcome.resets.length) await raiseResets(tx, device, outcome.resets, now);
    return { applied: outcome.applied, ignored: outcome.ignored, retimed: outcome.retimed };
  });
}
