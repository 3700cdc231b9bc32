import { inArray, sql, type SQL } from 'drizzle-orm';

/** A year of demo statistics: 366 hall-local days up to the last full hour. */
export const SEED_DAYS = 366;
const ZONE = 'Asia/Almaty';

/** Traffic in each hall-local hour 0–23, in % of the evening peak; closed 6:00–10:00. */
const HOUR_WEIGHTS = [
  62, 48, 34, 22, 12, 6, 0, 0, 0, 0, 14, 22, 30, 34, 38, 42, 50, 60, 74, 88, 97, 100, 94, 80,
];
/** ISO weekdays Monday–Sunday: quiet early week, busy Friday and Saturday. */
const WEEKDAY_FACTORS = [0.82, 0.8, 0.86, 0.92, 1.18, 1.32, 1.1];
/** Demo halls 1–6 against the busiest; hall 4 is the quiet one. */
const HALL_FACTORS = [1, 0.75, 0.85, 0.35, 0.7, 0.6];
/** Hall 4 stopped trading 30 days ago (as in the cash desk); hall 6 was shut for 12 days. */
const CLOSED_HALL = { hallId: 4, sinceDaysAgo: 30 };
const GAP = { hallId: 6, fromDaysAgo: 150, toDaysAgo: 139 };
/**
 * Single bad days, so the exceptions have attendance drops to show: a power cut, a blocked
 * street, a storm. Each day's traffic is this share of the usual.
 */
const LOW_DAYS = [
  { hallId: 2, daysAgo: 20, share: 0.3 },
  { hallId: 3, daysAgo: 54, share: 0.4 },
  { hallId: 5, daysAgo: 96, share: 0.2 },
];

const numbers = (values: readonly number[], type: string) =>
  sql.raw(`(array[${values.join(', ')}]::${type}[])`);

/**
 * A deterministic number in [0, 1) from small non-negative integer parts (each below 10 007),
 * the same on every PostgreSQL: `hashint8extended` is the stable hash of hash partitioning.
 */
export const unit = (...parts: SQL[]) => share(hash(...parts), 0);

/** A 64-bit hash of small non-negative integer parts (each below 10 007). */
export const hash = (...parts: SQL[]) => {
  const key = parts.reduce((acc, part) => sql`(${acc} * 10007 + ${part})`, sql`0::bigint`);
  return sql`hashint8extended(${key}, 17)`;
};

/** One of three independent numbers in [0, 1) in a hash: its bits 0–19, 20–39 or 40–59. */
export const share = (hashed: SQL, which: 0 | 1 | 2) =>
  sql`(((${hashed} >> ${sql.raw(String(which * 20))}) & 1048575)::float8 / 1048576)`;

const lowDays = sql.join(
  LOW_DAYS.map(
    (d) =>
      sql`when hall_id = ${d.hallId} and today - local::date = ${d.daysAgo} then ${d.share}::float8`,
  ),
  sql` `,
);

/** Whether `minute` of the day is in the hall's opening hours (lib/shared/halls `isOpenAt`, in SQL). */
const isOpen = (minute: SQL) => sql`(open_from = open_to or case when open_from < open_to
  then ${minute} >= open_from and ${minute} < open_to
  else ${minute} >= open_from or ${minute} < open_to end)`;

/**
 * The open hours of the demo halls over the seeded year, one row per hall and hour:
 * `hall_id`, `hour` (UTC start), `k` (hour number from the start), `days_ago` (of the hall-local
 * day) and `traffic` — the share of the busiest hall's evening peak, with the daily and weekly
 * rhythm, a slow growth over the year and the few bad days.
 */
export const openHours = (hallIds: number[]) => sql`(
  select hall_id, hour, k, today - local::date as days_ago,
    ${numbers(HOUR_WEIGHTS, 'int')}[extract(hour from local)::int + 1] / 100::float8
      * ${numbers(WEEKDAY_FACTORS, 'float8')}[extract(isodow from local)::int]
      * ${numbers(HALL_FACTORS, 'float8')}[hall_id]
      * (0.9 + 0.2 * k / ${SEED_DAYS * 24}::float8)
      * (case ${lowDays} else 1 end)::float8 as traffic
  from (
    select h.id as hall_id, g.hour, g.k - 1 as k, g.hour at time zone h.timezone as local,
      (now() at time zone h.timezone)::date as today, h.open_from, h.open_to
    from halls as h
    cross join generate_series(
      ((now() at time zone ${ZONE}::text)::date - ${SEED_DAYS - 1}::int)::timestamp
        at time zone ${ZONE}::text,
      date_trunc('hour', now(), 'UTC') - interval '1 hour',
      interval '1 hour'
    ) with ordinality as g(hour, k)
    where ${inArray(sql`h.id`, hallIds)}
    offset 0
  ) as t
  where ${numbers(HOUR_WEIGHTS, 'int')}[extract(hour from local)::int + 1] > 0
    and ${isOpen(sql`(extract(hour from local) * 60 + extract(minute from local))::int`)}
    and not (hall_id = ${CLOSED_HALL.hallId} and today - local::date < ${CLOSED_HALL.sinceDaysAgo})
    and not (hall_id = ${GAP.hallId}
      and today - local::date between ${GAP.toDaysAgo} and ${GAP.fromDaysAgo})
)`;
