import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { halls, userHalls } from '../db/schema';
import { createTtlCache, perDatabase, type TtlCache } from '../ttl-cache';

export type HallRow = Omit<typeof halls.$inferSelect, 'createdAt' | 'status'> & {
  status: 'open' | 'closed';
};

const columns = {
  id: halls.id,
  name: halls.name,
  city: halls.city,
  address: halls.address,
  timezone: halls.timezone,
  currency: halls.currency,
  status: halls.status,
};

function buildHallQueries(db: Db) {
  return {
    all: db
      .select(columns)
      .from(halls)
      .orderBy(asc(halls.city), asc(halls.name))
      .prepare('halls_all'),
    assigned: db
      .select(columns)
      .from(halls)
      .innerJoin(userHalls, eq(userHalls.hallId, halls.id))
      .where(eq(userHalls.userId, sql.placeholder('userId')))
      .orderBy(asc(halls.city), asc(halls.name))
      .prepare('halls_assigned'),
  };
}

const hallQueries = perDatabase(buildHallQueries);
// Read on every screen load, changed rarely: a change is seen within 5 s.
const hallsCache = perDatabase<Db, TtlCache<HallRow[]>>(() => createTtlCache({ ttlMs: 5_000 }));

/**
 * The halls the user may see: admins every hall, others the halls assigned to them. `fresh`
 * skips the cache, for a hall the cached list does not have yet.
 */
export async function visibleHalls(
  db: Db,
  user: SessionUser,
  { fresh = false } = {},
): Promise<HallRow[]> {
  const key = user.role === 'admin' ? 'all' : `user:${user.id}`;
  const cached = fresh ? undefined : hallsCache(db).get(key);
  if (cached) return cached;
  const queries = hallQueries(db);
  const rows = (await (user.role === 'admin'
    ? queries.all.execute()
    : queries.assigned.execute({ userId: user.id }))) as HallRow[];
  hallsCache(db).set(key, rows);
  return rows;
}
