import { clients } from '../db/schema';
import { iinOf } from '../db/seed/identities';
import { iinBirthDate } from '@/lib/shared/identity';
import { testDatabase } from './test-app';

// Code 708 is a valid Kazakh mobile code the demo clients do not use; a random base keeps the
// test files, which share one PostgreSQL in CI, apart.
let nextPhone = Math.floor(Math.random() * 5_000_000);

/** A phone no client has yet, that the phone rule accepts. */
export const freshPhone = () => `+7708${String(nextPhone++ % 10_000_000).padStart(7, '0')}`;

/** A client of the hall with a fresh phone and IIN (none with `iin: null`: registered before the door asked). */
export async function addClient(
  hallId: number,
  fullName = 'Иванов Иван Иванович',
  { iin = freshIin() as string | null } = {},
) {
  const { db } = await testDatabase();
  const phone = freshPhone();
  const [client] = await db
    .insert(clients)
    .values({
      hallId,
      phone,
      fullName,
      registeredAt: new Date(),
      smsConsent: true,
      iin,
      birthDate: iin && iinBirthDate(iin),
    })
    .returning({ id: clients.id });
  return { id: client.id, phone, iin: iin ?? '' };
}

let nextSerial = Math.floor(Math.random() * 10_000);
/**
 * An IIN no client has yet, that the rules accept: born on `birthDate` (an adult of 1990 by
 * default, its day drawn so that test files sharing one database stay apart).
 */
export function freshIin(birthDate?: string) {
  const day =
    birthDate ??
    new Date(Date.UTC(1960, 0, 1) + Math.floor(Math.random() * 14_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return iinOf(day, nextSerial++ % 10_000);
}
