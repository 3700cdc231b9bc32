import { clients } from '../db/schema';
import { iinOf } from '../demo/identities';
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

/** Birth days from 1 January 1930 on, for 20 years: the demo's people were born in 1950 or later. */
const IIN_DAYS = 7_300;
// A random start keeps the test files, which share a database, apart. The serials drawn are even:
// the odd one after each is the one `iinOf` moves on to when a serial has no check digit.
let nextIin = 2 * Math.floor(Math.random() * 18_000_000);
/**
 * An IIN no client, demo or test, has yet, that the rules accept: born on `birthDate`, or on a
 * day of 1930–1949 (an adult everywhere, and no demo person's).
 */
export function freshIin(birthDate?: string) {
  const n = nextIin;
  nextIin += 2;
  const day =
    birthDate ??
    new Date(Date.UTC(1930, 0, 1) + (Math.floor(n / 10_000) % IIN_DAYS) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return iinOf(day, n % 10_000);
}
