import { sql } from 'drizzle-orm';
import { ENTRY_REFUSED_MESSAGE, mayEnter, UNDER_AGE_MESSAGE } from '@/lib/shared/identity';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import type { REFUSAL_REASONS, REGISTER_LOOKUP_PURPOSES } from '../db/schema';
import { ApiError } from '../errors';
import { logger } from '../ops/logger';

/** Who asks at which hall's door, when, by which request. */
export type DoorCall = {
  db: Db;
  user: SessionUser;
  hallId: number | null;
  now: Date;
  requestKey?: string;
};

export const underAge = () => new ApiError(403, 'under_age', UNDER_AGE_MESSAGE);
/** The same answer whichever list restricts the person: the register is confidential. */
export const entryRefused = () => new ApiError(403, 'entry_refused', ENTRY_REFUSED_MESSAGE);

/**
 * Whether the register restricts the person on `today`, whatever the source, with the look-up
 * written to the audit in the same statement: who, where, when, why and the answer, never whom.
 */
export async function lookUpRegister(
  call: DoorCall,
  personKey: string,
  today: string,
  purpose: (typeof REGISTER_LOOKUP_PURPOSES)[number],
): Promise<boolean> {
  const [row] = await queryRows<{ restricted: boolean }>(
    call.db,
    sql`with found as (
          select exists (
            select 1 from restrictions
            where person = ${personKey} and ends_on >= ${today}::date and starts_on <= ${today}::date
          ) as restricted
        ), logged as (
          insert into register_lookups (at, user_id, hall_id, purpose, restricted)
          select ${call.now.toISOString()}::timestamptz, ${call.user.id}, ${call.hallId},
            ${purpose}, restricted from found
        )
        select restricted from found`,
  );
  return row.restricted;
}

/**
 * A refusal at the door: counted for the hall (one per request key), and logged without a
 * name. The answer says why only when the reason is the age.
 */
export async function refuse(call: DoorCall, reason: (typeof REFUSAL_REASONS)[number]) {
  await queryRows(
    call.db,
    sql`insert into refused_entries (hall_id, at, reason, user_id, request_key)
        values (${call.hallId}, ${call.now.toISOString()}::timestamptz, ${reason},
          ${call.user.id}, ${call.requestKey ?? `once:${crypto.randomUUID()}`})
        on conflict (user_id, request_key) do nothing`,
  );
  logger.info({ hallId: call.hallId, reason }, 'Вход отклонён');
  return reason === 'under_age' ? underAge() : entryRefused();
}

/**
 * The door's verdict before a visit is written: under 21 on the hall's date, or restricted by
 * the register, is refused (403) and recorded; otherwise the guest may go in.
 */
export async function admitOrRefuse(
  call: DoorCall,
  person: { key: string; birthDate: string | null },
  today: string,
) {
  if (person.birthDate && !mayEnter(person.birthDate, today)) throw await refuse(call, 'under_age');
  if (await lookUpRegister(call, person.key, today, 'check-in')) {
    throw await refuse(call, 'restricted');
  }
}
