import { clients } from '../db/schema';
import { testDatabase } from './test-app';

// Code 708 is a valid Kazakh mobile code the demo clients do not use; a random base keeps the
// test files, which share one PostgreSQL in CI, apart.
let nextPhone = Math.floor(Math.random() * 5_000_000);

/** A phone no client has yet, that the phone rule accepts. */
export const freshPhone = () => `+7708${String(nextPhone++ % 10_000_000).padStart(7, '0')}`;

/** A client of the hall with a fresh phone. */
export async function addClient(hallId: number, fullName = 'Иванов Иван Иванович') {
  const { db } = await testDatabase();
  const phone = freshPhone();
  const [client] = await db
    .insert(clients)
    .values({ hallId, phone, fullName, registeredAt: new Date(), smsConsent: true })
    .returning({ id: clients.id });
  return { id: client.id, phone };
}
