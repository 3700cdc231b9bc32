import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import type { REGISTER_LOOKUP_PURPOSES } from '../db/schema';

export type LookupPurpose = (typeof REGISTER_LOOKUP_PURPOSES)[number];

/** Who looks the register up, at which hall's desk (none: head office), when. */
export type RegisterCaller = { db: Db; user: SessionUser; hallId: number | null; now: Date };

/** Whether the register restricts the person of key `person` on `day`: the one condition. */
export const restrictedOn = (person: SQL, day: SQL) =>
  sql`exists (select 1 from restrictions r
    where r.person = ${person} and r.starts_on <= ${day} and r.ends_on >= ${day})`;

/**
 * The audit row of a look-up: who, where, when, why and the answer, never whom. A statement of
 * its own, or a step of the statement that looks up (`from` names the rows it reads).
 */
export const lookupAudit = (
  caller: RegisterCaller,
  purpose: LookupPurpose,
  restricted: SQL,
  from: SQL = sql``,
) =>
  sql`insert into register_lookups (at, user_id, hall_id, purpose, restricted)
      select ${caller.now.toISOString()}::timestamptz, ${caller.user.id}, ${caller.hallId},
        ${purpose}, ${restricted} ${from}`;

/**
 * Whether the register restricts the person on `day`, whatever the source, the look-up written
 * to the audit in the same statement.
 */
export async function lookUpRegister(
  caller: RegisterCaller,
  personKey: string,
  day: string,
  purpose: LookupPurpose,
): Promise<boolean> {
  const [row] = await queryRows<{ restricted: boolean }>(
    caller.db,
    sql`with found as (
          select ${restrictedOn(sql`${personKey}`, sql`${day}::date`)} as restricted
        ), logged as (${lookupAudit(caller, purpose, sql`restricted`, sql`from found`)})
        select restricted from found`,
  );
  return row.restricted;
}
