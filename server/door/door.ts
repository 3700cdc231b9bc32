import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { KAZAKHSTAN_CODE, mayEnter } from '@/lib/shared/identity';
import { queryRows } from '../db/database';
import { limitedLookup, lookupCall } from '../auth/lookup-limit';
import type { ClientInput, CheckInInput } from '../clients/client-schemas';
import { registerClient } from '../clients/client-records';
import { assertBorn } from '../clients/identity-fields';
import { personOf, type Person } from '../clients/person';
import type { AppEnv } from '../context';
import { hallToday } from '../halls/hall-days';
import { visitsApplied } from '../ops/metrics';
import { lookUpRegister } from '../restrictions/register-lookup';
import { idempotentWrite } from '../writes/idempotent-write';
import { checkIn, documentBirthDate } from './check-in';
import { refuse, type DoorCall } from './refusals';

/**
 * The door (decisions 041, 055, 058). A check-in and a registration go the same steps, in this
 * order, before anything is written: the look-up limit (a stopped desk is 429), the hall's
 * date, the person and their birth date, the age of 21 on that date, then — for a check-in —
 * the register of restricted persons, and last the visit or the new client, once per key.
 */

const doorCall = (c: Context<AppEnv>, requestKey: string): DoorCall => ({
  ...lookupCall(c),
  requestKey,
});

/**
 * The hall's date, and the person born and old enough on it: a birth after it is 400 under
 * `field`, under 21 is refused (and counted as a refusal of the hall).
 */
async function ofAge(call: DoorCall, birthDate: string | null, field: string) {
  const today = await hallToday(call.db, call.hallId, call.now);
  assertBorn(birthDate, today, field);
  if (birthDate && !mayEnter(birthDate, today)) throw await refuse(call, 'under_age');
  return today;
}

/** The birth date the door judges a person by: the IIN's, the one given, or the record's. */
async function birthDateOf(call: DoorCall, person: Person, given?: string) {
  return person.birthDate ?? given ?? (await documentBirthDate(call.db, person));
}

/**
 * A hall in a zone for foreigners only (decision 069) turns away a citizen of Kazakhstan: an IIN,
 * or a document of the country (its citizenship as given, or as the guest's record holds it).
 * Read at each check-in, so a change of the setting applies from the next one.
 */
async function citizenRefused(call: DoorCall, person: Person, citizenship?: string) {
  const [row] = await queryRows<{ zone: boolean; citizenship: string | null }>(
    call.db,
    sql`select h.foreigners_only as zone,
          (select c.citizenship from clients c
            where c.document_type = ${person.documentType} and c.document_number = ${person.documentNumber}) as citizenship
        from halls h where h.id = ${call.hallId}`,
  );
  if (!row?.zone) return false;
  return person.iin !== null || (citizenship ?? row.citizenship) === KAZAKHSTAN_CODE;
}

/** A guest of the chain checks in at this hall's door: the visit, or the door's refusal. */
export async function admitGuest(c: Context<AppEnv>, input: CheckInInput, key: string) {
  const call = doorCall(c, key);
  const person = personOf(input);
  return limitedLookup(call, person.field, async () => {
    if (await citizenRefused(call, person)) throw await refuse(call, 'citizen');
    const birthDate = await birthDateOf(call, person, input.document?.birthDate);
    const today = await ofAge(call, birthDate, person.field);
    if (await lookUpRegister(call, person.key, today, 'check-in')) {
      throw await refuse(call, 'restricted');
    }
    const result = await idempotentWrite(c, key, input, (w) => checkIn(w, input, person));
    if (!result.repeated && !c.var.replayed) visitsApplied.inc();
    return result;
  });
}

/** A new guest registered at this hall's door, with their identity and consent. */
export async function registerGuest(c: Context<AppEnv>, input: ClientInput, key: string) {
  const call = doorCall(c, key);
  const person = personOf(input);
  return limitedLookup(call, person.field, async () => {
    if (await citizenRefused(call, person, input.document?.citizenship)) {
      throw await refuse(call, 'citizen');
    }
    const birthDate = person.birthDate ?? input.document!.birthDate;
    await ofAge(call, birthDate, person.field === 'iin' ? 'iin' : 'document.birthDate');
    return idempotentWrite(c, key, input, (w) => registerClient(w, input));
  });
}
