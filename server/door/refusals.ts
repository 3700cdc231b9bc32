import { sql } from 'drizzle-orm';
import {
  ENTRY_REFUSED_MESSAGE,
  FOREIGNERS_ONLY_MESSAGE,
  UNDER_AGE_MESSAGE,
} from '@/lib/shared/identity';
import { asMiss, type LookupCall } from '../auth/lookup-limit';
import { queryRows } from '../db/database';
import type { REFUSAL_REASONS } from '../db/schema';
import { ApiError } from '../errors';
import { logger } from '../logger';

/** Who asks at which hall's door, when, by which request. */
export type DoorCall = LookupCall & { requestKey: string };

/**
 * A refusal at the door: counted for the hall (one per request key), and logged without a
 * name. The answer says why when the reason is the age or the hall's zone for foreigners; a
 * refusal by the register is what a probe of known IINs produces, so the look-up limit counts it.
 */
export async function refuse(call: DoorCall, reason: (typeof REFUSAL_REASONS)[number]) {
  await queryRows(
    call.db,
    sql`insert into refused_entries (hall_id, at, reason, user_id, request_key)
        values (${call.hallId}, ${call.now.toISOString()}::timestamptz, ${reason},
          ${call.user.id}, ${call.requestKey})
        on conflict (user_id, request_key) do nothing`,
  );
  logger.info({ hallId: call.hallId, reason }, 'Вход отклонён');
  if (reason === 'under_age') return new ApiError(403, 'under_age', UNDER_AGE_MESSAGE);
  // The zone's rule is the hall's, not the person's: it says why, and no probe learns from it.
  if (reason === 'citizen') return new ApiError(403, 'foreigners_only', FOREIGNERS_ONLY_MESSAGE);
  return asMiss(new ApiError(403, 'entry_refused', ENTRY_REFUSED_MESSAGE));
}
