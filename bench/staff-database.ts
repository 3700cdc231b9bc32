import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { users, userHalls } from '../server/db/schema';
import { seedDemo } from '../server/demo';
import { demoPasswordHash } from '../server/demo/users';

/**
 * A throwaway PGlite data folder with the demo and `count` cashiers of hall 1 (`bench-cashier-1`,
 * …, password demo1234): a sign-in storm of a shift start comes from many people, not one login.
 */
export async function staffDatabase(count: number): Promise<{ dataDir: string; logins: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const passwordHash = await demoPasswordHash();
  const logins = Array.from({ length: count }, (_, i) => `bench-cashier-${i + 1}`);
  const created = await database.db
    .insert(users)
    .values(
      logins.map((login) => ({
        login,
        fullName: 'Кассир Нагрузка',
        role: 'cashier',
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(userHalls).values(created.map(({ id }) => ({ userId: id, hallId: 1 })));
  await database.close();
  return { dataDir, logins };
}
