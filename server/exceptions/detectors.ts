import { VARIANCE_KIND_LABELS, type VarianceKind } from '@/lib/shared/cash-desks';
import { awaitingSql } from '../cash-desks/variances';
import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { isOpenAt } from '@/lib/shared/halls';
import { LICENCE_MIN_TERMINALS } from '@/lib/shared/licence';
import { PAYOUT_DAYS } from '@/lib/shared/winnings';
import type { ExceptionKind, ExceptionSeverity } from '@/lib/shared/exceptions';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { formatCount, formatPercent } from '@/lib/shared/report-format';
import { queryRows, type Db } from '../db/database';
import type { ExceptionThresholds } from './thresholds';
import { fiscalProblems } from './fiscal-detectors';

/** One exception as a detector finds it; `key` names the fact, so it is stored once. */
export type Found = {
  key: string;
  hallId: number;
  kind: ExceptionKind;
  severity: ExceptionSeverity;
  subject: string;
  description: string;
  happenedAt: Date;
};

type Detector = (db: Db, now: Date, t: ExceptionThresholds) => Promise<Found[]>;

const WEEKDAYS = [
  'понедельникам',
  'вторникам',
  'средам',
  'четвергам',
  'пятницам',
  'субботам',
  'воскресеньям',
];

const percent = (share: number) => formatPercent(Math.round(share * 10_000) / 100);
/** «2026-11-12» → «12.11.2026». */
const dayText = (day: string) => day.split('-').reverse().join('.');

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
export const cashDiscrepancies: Detector = async (db) => {
  const rows = await queryRows<{
    id: number;
    hall_id: number;
    at: Date | string;
    kind: VarianceKind;
    desk: string;
    shift_id: number | null;
    amount: string;
    sign_off: string;
  }>(
    db,
    sql`select cash_variances.id, cash_variances.hall_id, at, cash_variances.kind, d.name as desk,
          shift_id, amount::text as amount, sign_off
        from cash_variances join cash_desks d on d.id = cash_variances.desk_id
        where ${awaitingSql}
        order by cash_variances.id`,
  );
  return rows.map((r) => {
    const off = BigInt(r.amount);
    const size = formatMoney(fromMinorUnits(off < 0n ? -off : off));
    const who = r.sign_off === 'head_office' ? 'управляющего и главного офиса' : 'управляющего';
    return {
      key: `variance:${r.id}`,
      hallId: r.hall_id,
      kind: 'cash',
      severity: r.sign_off === 'head_office' ? 'high' : 'medium',
      subject: r.shift_id ? `${r.desk}, смена №${r.shift_id}` : r.desk,
      description: `${off < 0n ? 'Недостача' : 'Излишек'} ${size}: ${VARIANCE_KIND_LABELS[r.kind].toLowerCase()}, ждёт подписи ${who}`,
      happenedAt: new Date(r.at),
    };
  });
};

/** A hall's opening hours: minutes after midnight on its clock (`halls.open_from`, `open_to`). */
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
export const attendanceDrops: Detector = async (db, now, t) => {
  const rows = await queryRows<{
    hall_id: number;
    first: string;
    last: string;
    days: number;
    visits: number;
    usual: number;
    weekday: number;
    started: Date | string;
  }>(
    db,
    sql`with open_halls as (
        select id, timezone,
          (${now.toISOString()}::timestamptz at time zone timezone)::date as today
        from halls where status = 'open'
      ), days as (
        select h.id as hall_id, h.timezone, d::date as day, coalesce(v.visits, 0) as visits
        from open_halls h
        join (select hall_id, min(start) as first from visit_stats where period = 'day'
              group by hall_id) f on f.hall_id = h.id
        cross join generate_series(f.first, h.today - 1, interval '1 day') as d
        left join visit_stats v on v.hall_id = h.id and v.period = 'day' and v.start = d::date
      ), compared as (
        select hall_id, timezone, day, visits, avg(visits) over w as usual, count(*) over w as weeks
        from days
        window w as (partition by hall_id, extract(isodow from day) order by day
          rows between 8 preceding and 1 preceding)
      ), dropped as (
        select *, day - (row_number() over (partition by hall_id order by day))::int as run
        from compared
        where weeks = 8 and usual >= ${t.visitsMinUsual}
          and visits < usual * ${t.visitsPercent} / 100.0
      )
      select hall_id, min(day)::text as first, max(day)::text as last, count(*)::int as days,
        sum(visits)::int as visits, avg(usual)::float8 as usual,
        extract(isodow from min(day))::int as weekday,
        min(day)::timestamp at time zone min(timezone) as started
      from dropped group by hall_id, run order by hall_id, first`,
  );
  return rows.map((r) => ({
    key: `visits:${r.hall_id}:${r.first}`,
    hallId: r.hall_id,
    kind: 'visits',
    severity: r.visits < (r.usual * r.days * t.visitsPercent) / 200 ? 'high' : 'medium',
    subject: 'Посещаемость',
    description:
      r.days === 1
        ? `${dayText(r.first)} посещений: ${formatCount(r.visits)} — меньше ${t.visitsPercent} % ` +
          `обычного по ${WEEKDAYS[r.weekday - 1]} (в среднем ${formatCount(Math.round(r.usual))} ` +
          `за 8 недель)`
        : `С ${dayText(r.first)} по ${dayText(r.last)} (${r.days} дн.) посещений: ` +
          `${formatCount(r.visits)} — меньше ${t.visitsPercent} % обычного ` +
          `(в среднем ${formatCount(Math.round(r.usual))} в день за 8 недель)`,
    happenedAt: new Date(r.started),
  }));
};

/**
 * An open hall with fewer game terminals in service than the licence's 60 (Art. 12 p. 2). One
 * exception a shortfall: the key holds the count, so a hall that loses or gains a terminal while
 * still short gets a new one with the new figure, and one that stays short keeps its row.
 */
export const floorBelowLicence: Detector = async (db, now) => {
  const rows = await queryRows<{ hall_id: number; name: string; terminals: number }>(
    db,
    sql`select h.id as hall_id, h.name,
          (select count(*) from devices d where d.hall_id = h.id and d.type = 'game_terminal'
            and d.status = 'active')::int as terminals
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
export const overduePayouts: Detector = async (db, now) => {
  const rows = await queryRows<{
    id: number;
    hall_id: number;
    amount: string;
    terminal: string;
    deadline: string;
    status: string;
    overdue_since: Date | string;
  }>(
    db,
    sql`select w.id, w.hall_id, w.amount::text, d.number as terminal, w.deadline::text, w.status,
          (w.deadline + 1)::timestamp at time zone h.timezone as overdue_since
        from owed_winnings w
        join halls h on h.id = w.hall_id
        join devices d on d.id = w.device_id
        where w.status in ('pending', 'approved')
          and w.deadline < (${now.toISOString()}::timestamptz at time zone h.timezone)::date`,
  );
  return rows.map((r) => ({
    key: `payout:${r.id}`,
    hallId: r.hall_id,
    kind: 'payout' as const,
    severity: 'high' as const,
    subject: `Выплата № ${r.id}`,
    description:
      `Выигрыш ${formatMoney(fromMinorUnits(BigInt(r.amount)))} (автомат № ${r.terminal}) не выплачен ` +
      `до ${dayText(r.deadline)} включительно: срок — ${PAYOUT_DAYS} календарных дня ` +
      `(ст. 12 Закона «Об игорном бизнесе»)${r.status === 'pending' ? '; выплата ждёт одобрения' : ''}`,
    happenedAt: new Date(r.overdue_since),
  }));
};

export const DETECTORS: Detector[] = [
  rtpOutliers,
  cashDiscrepancies,
  silentDevices,
  attendanceDrops,
  floorBelowLicence,
  overduePayouts,
  (db, now) => fiscalProblems(db, now),
];
