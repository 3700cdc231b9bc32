/** A hall's gaming day in SQL (decision 065): its start, and the day a moment falls in. */
import { sql } from 'drizzle-orm';

/** The hall-local start of `day` (a date in SQL) in the hall `h`, as a timestamptz. */
export const dayStart = (day: ReturnType<typeof sql>, h = 'h') =>
  sql`((${day} + make_interval(hours => ${sql.raw(h)}.gaming_day_start_hour))::timestamp
    at time zone ${sql.raw(h)}.timezone)`;

/** The gaming day a moment falls in, in the hall `h`. */
export const dayAt = (at: ReturnType<typeof sql>, h = 'h') =>
  sql`((${at} at time zone ${sql.raw(h)}.timezone)
    - make_interval(hours => ${sql.raw(h)}.gaming_day_start_hour))::date`;
