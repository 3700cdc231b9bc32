/**
 * The floor's exceptions: a game's RTP off its band, a silent machine, fewer machines than the
 * licence asks.
 */
import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { isOpenAt } from '@/lib/shared/halls';
import { LICENCE_MIN_TERMINALS } from '@/lib/shared/licence';
import { formatCount } from '@/lib/shared/report-format';
import { queryRows } from '../db/database';
import { inServiceSql } from '../db/schema';
import { dayAt, dayStart } from '../halls/gaming-day-bounds';
import { dayText, percent, type Detector, type Found } from './found';

/**
 * A game's whole day in a hall, with enough bets, whose RTP lies outside the band of that game's
 * own daily RTP in that hall: mean ± max(σ × sd, points). Days before the hall's today only.
 */
export const rtpOutliers: Detector = async (db, now, t) => {
  const rows = await queryRows<{
    hall_id: number;
    game_id: number;
    name: string;
    day: string;
    bets: number;
    rtp: number;
    mean: number;
    sd: number;
    started: Date | string;
  }>(
    db,
    // One pass over the daily rollup: each day beside the band of the game's other days in the
    // hall (the day itself left out, so that an outlier does not widen its own band).
    sql`select d.hall_id, d.game_id, g.name, d.day::text as day, d.bets::int as bets, d.rtp,
          d.mean, d.sd, d.day::timestamp at time zone h.timezone as started
        from (
          select *, (s1 - rtp) / (n - 1) as mean,
            sqrt(greatest(0, (s2 - rtp * rtp - (s1 - rtp) * (s1 - rtp) / (n - 1)) / (n - 2))) as sd
          from (
            select hall_id, game_id, day, bets_count as bets, rtp,
              sum(rtp) over w as s1, sum(rtp * rtp) over w as s2, count(*) over w as n
            from (
              select d.hall_id, d.game_id, d.day, d.bets_count,
                d.wins_sum::float8 / d.bets_sum as rtp
              from game_stats_daily d join halls h on h.id = d.hall_id
              where d.bets_sum > 0 and d.bets_count >= ${t.rtpMinBets}
                and d.day < (${now.toISOString()}::timestamptz at time zone h.timezone)::date
            ) as days
            window w as (partition by hall_id, game_id)
          ) as sums
          where n >= 28
        ) as d
        join games g on g.id = d.game_id
        join halls h on h.id = d.hall_id
        where abs(d.rtp - d.mean) > greatest(${t.rtpSigmas} * d.sd, ${t.rtpMinPoints} / 100.0)
        order by d.hall_id, d.day, d.game_id`,
  );
  return rows.map((r) => {
    const away = Math.abs(r.rtp - r.mean);
    const limit = Math.max(t.rtpSigmas * r.sd, t.rtpMinPoints / 100);
    return {
      key: `rtp:${r.hall_id}:${r.game_id}:${r.day}`,
      hallId: r.hall_id,
      kind: 'rtp',
      severity: away > 2 * limit ? 'high' : 'medium',
      subject: r.name,
      description:
        `RTP ${percent(r.rtp)} за ${dayText(r.day)} при обычных ${percent(r.mean)} ± ` +
        `${percent(limit)} (ставок: ${formatCount(r.bets)})`,
      happenedAt: new Date(r.started),
    };
  });
};

/**
 * A variance of a count that waits for a signature (decision 060): above the manager's threshold
 * until the manager signs it, above head office's until head office signs too (high).
 */
export type OpenHours = { from: number; to: number };

/**
 * Minutes of the hall's opening hours between `from` and `to`, counted up to `enough` (the caller
 * only needs to know whether the silence reached it). It walks from one opening or closing to the
 * next, and at least every UTC hour, where a change of the zone's offset would fall.
 */
export function openMinutesBetween(
  from: Date,
  to: Date,
  zone: string,
  hours: OpenHours,
  enough: number,
) {
  let minutes = 0;
  for (let at = from.getTime(); at < to.getTime() && minutes < enough;) {
    const minute = hallClock(zone).minuteOfDay(new Date(at));
    const open = isOpenAt(minute, hours.from, hours.to);
    const edge = open ? hours.to : hours.from;
    const untilEdge = hours.from === hours.to ? Infinity : (edge - minute + 1440) % 1440 || 1440;
    // The clock's minute drops the seconds: the edge is that many minutes from the minute's start.
    const minuteStart = at - (at % 60_000);
    const next = Math.min(
      minuteStart + untilEdge * 60_000,
      (Math.floor(at / 3_600_000) + 1) * 3_600_000,
      to.getTime(),
    );
    if (open) minutes += (next - at) / 60_000;
    at = next;
  }
  return minutes;
}

/**
 * A device in service, in an open hall, whose last heartbeat is followed by at least the
 * threshold of opening hours without another: each silence is its own exception.
 */
export const silentDevices: Detector = async (db, now, t) => {
  const rows = await queryRows<{
    id: number;
    hall_id: number;
    number: string;
    name: string;
    last_seen_at: Date | string;
    timezone: string;
    open_from: number;
    open_to: number;
  }>(
    db,
    sql`select d.id, d.hall_id, d.number, d.name, d.last_seen_at, h.timezone, h.open_from, h.open_to
        from devices d join halls h on h.id = d.hall_id
        where h.status = 'open' and d.status = 'active'
          and d.last_seen_at <= ${new Date(now.getTime() - t.silentMinutes * 60_000).toISOString()}::timestamptz
        order by d.hall_id, d.id`,
  );
  const found: Found[] = [];
  for (const r of rows) {
    const since = new Date(r.last_seen_at);
    const hours = { from: r.open_from, to: r.open_to };
    const open = openMinutesBetween(since, now, r.timezone, hours, 4 * t.silentMinutes);
    if (open < t.silentMinutes) continue;
    found.push({
      key: `silent:${r.id}:${since.getTime()}`,
      hallId: r.hall_id,
      kind: 'silent',
      severity: open >= 4 * t.silentMinutes ? 'high' : 'medium',
      subject: `${r.number} · ${r.name}`,
      description: `Нет сигнала с ${hallClock(r.timezone).dateTime(since)}, в часы работы зала`,
      happenedAt: since,
    });
  }
  return found;
};

/**
 * Days of an open hall whose visits fell below the share of the same weekday's average over the
 * previous 8 weeks; consecutive such days are one exception, named by its first day.
 */
export const floorBelowLicence: Detector = async (db, now) => {
  const rows = await queryRows<{ hall_id: number; name: string; terminals: number }>(
    db,
    sql`select h.id as hall_id, h.name,
          (select count(*) from devices d where d.hall_id = h.id and d.type = 'game_terminal'
            and d.status = 'active' and ${inServiceSql('d')})::int as terminals
        from halls h where h.status = 'open'`,
  );
  return rows
    .filter((r) => r.terminals < LICENCE_MIN_TERMINALS)
    .map((r) => ({
      key: `floor:${r.hall_id}:${r.terminals}`,
      hallId: r.hall_id,
      kind: 'floor' as const,
      severity: 'high' as const,
      subject: r.name,
      description: `В работе ${formatCount(r.terminals)} игровых автоматов из обязательных ${LICENCE_MIN_TERMINALS} (ст. 12 Закона «Об игорном бизнесе»)`,
      happenedAt: now,
    }));
};

/**
 * A win not paid by the end of the third calendar day on the hall's clock (Art. 12): one
 * exception a win, opened the day after its deadline.
 */

/**
 * A drop the hall's schedule asked for and nobody made (decision 066): a gaming day of the last
 * week, ended, on one of the hall's drop weekdays, with no boxes taken out in it, in a hall whose
 * machines take notes.
 */
export const missedDrops: Detector = async (db, now) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ hall_id: number; day: string; ends: Date | string }>(
    db,
    sql`select h.id as hall_id, d::date::text as day, ${dayStart(sql`(d::date + 1)`)} as ends
        from halls as h
        cross join generate_series(
          greatest(${dayAt(sql`h.created_at`)}, ${dayAt(at)} - 7),
          ${dayAt(at)} - 1, interval '1 day') as d
        where cardinality(h.drop_weekdays) > 0 and h.status = 'open'
          and extract(isodow from d)::smallint = any(h.drop_weekdays)
          and exists (select 1 from devices as v where v.hall_id = h.id
            and v.type = 'game_terminal' and v.status = 'active' and cardinality(v.bill_notes) > 0
            and v.out_of_service_on is null)
          and not exists (select 1 from machine_drops as m where m.hall_id = h.id
            and m.day = d::date)
        order by h.id, d`,
  );
  return rows.map((r) => ({
    key: `drop-missed:${r.hall_id}:${r.day}`,
    hallId: r.hall_id,
    kind: 'machine_money',
    severity: 'medium',
    subject: `Выемка по графику, игровой день ${dayText(r.day)}`,
    description:
      'По графику зала в этот игровой день вынимают ящики купюроприёмников, но выемки не было: ' +
      'наличные остаются в автоматах. Проведите выемку.',
    happenedAt: new Date(r.ends),
  }));
};
