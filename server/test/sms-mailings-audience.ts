import { clients, smsMailings, visits } from '../db/schema';
import type { Db } from '../db/database';
import { testDatabase } from './test-app';

// Code 709 is not used by the demo clients; a random base keeps test files apart.
let next = Math.floor(Math.random() * 9_000_000);
export const testPhone = () => `+7709${String(next++ % 10_000_000).padStart(7, '0')}`;

/**
 * `count` clients of a hall, with or without SMS consent, each with one visit `visitedDaysAgo`
 * before `now` (or none), registered `registeredDaysAgo` before it.
 */
export async function addClients(
  hallId: number,
  count: number,
  {
    consent = true,
    visitedDaysAgo = null as number | null,
    registeredDaysAgo = 100,
    now = new Date(),
  } = {},
) {
  const { db } = await testDatabase();
  const day = 86_400_000;
  const rows = await db
    .insert(clients)
    .values(
      Array.from({ length: count }, (_, i) => ({
        hallId,
        phone: testPhone(),
        fullName: `Клиент Тестовый ${i}`,
        registeredAt: new Date(now.getTime() - registeredDaysAgo * day),
        smsConsent: consent,
      })),
    )
    .returning({ id: clients.id });
  if (visitedDaysAgo !== null) {
    await db.insert(visits).values(
      rows.map((r) => ({
        clientId: r.id,
        hallId,
        visitedAt: new Date(now.getTime() - visitedDaysAgo * day),
      })),
    );
  }
  return rows.map((r) => r.id);
}

/** A mailing of the hall to all its consenting clients, scheduled to start at `sendAt`. */
export async function scheduledMailing(db: Db, hallId: number, sendAt: Date, kind = 'service') {
  const [mailing] = await db
    .insert(smsMailings)
    .values({
      hallId,
      title: 'Тест',
      kind,
      text: 'Test message',
      audience: { hallIds: [hallId], segment: 'all' },
      status: 'scheduled',
      sendAt,
      createdAt: sendAt,
      updatedAt: sendAt,
    })
    .returning({ id: smsMailings.id });
  return mailing.id;
}
