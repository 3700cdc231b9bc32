import { sql, type SQL } from 'drizzle-orm';
import type { AudienceSegment } from '@/lib/shared/sms-mailings';
import { queryRows, type Db } from '../db/database';

/** Who a mailing goes to, as the wizard's first step chose it. */
export type Audience = {
  hallIds: number[];
  segment: AudienceSegment;
  /** For `visited` (within the last N days) and `not_visited` (not for N days). */
  days?: number;
  /** For `registered`: hall-local days, both ends inclusive. */
  from?: string;
  to?: string;
};

/** The rows an audience condition reads: `c` the clients, `h` their halls. */
export const AUDIENCE_FROM = sql`clients c join halls h on h.id = c.hall_id`;

/**
 * The clients an audience selects, as a condition on `AUDIENCE_FROM`: registered in one of the
 * halls, with SMS consent — a client without it is never counted nor sent to — and in the segment
 * (registration dates are the hall's days).
 */
export function audienceCondition(audience: Audience, now: Date): SQL {
  const halls = sql.join(
    audience.hallIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const since = (days: number) =>
    sql`${now.toISOString()}::timestamptz - ${days}::int * interval '1 day'`;
  const days = audience.days ?? 30;
  const hallDay = (day: string, plus = 0) =>
    sql`(${day}::date + ${plus}::int)::timestamp at time zone h.timezone`;
  const segment = {
    all: sql`true`,
    visited: sql`exists (select 1 from visits v where v.client_id = c.id and v.visited_at >= ${since(days)})`,
    not_visited: sql`not exists (select 1 from visits v where v.client_id = c.id and v.visited_at >= ${since(days)})`,
    registered: sql.join(
      [
        audience.from ? sql`c.registered_at >= ${hallDay(audience.from)}` : sql`true`,
        audience.to ? sql`c.registered_at < ${hallDay(audience.to, 1)}` : sql`true`,
      ],
      sql` and `,
    ),
  }[audience.segment];
  return sql`c.hall_id in (${halls}) and c.sms_consent and ${segment}`;
}

/** How many clients the audience selects now. */
export async function countAudience(db: Db, audience: Audience, now: Date): Promise<number> {
  if (audience.hallIds.length === 0) return 0;
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${AUDIENCE_FROM} where ${audienceCondition(audience, now)}`,
  );
  return count;
}
