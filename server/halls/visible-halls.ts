import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { halls, userHalls } from '../db/schema';
import { clockText } from '@/lib/shared/halls';
import { perDatabase } from '../per-database';
import type { HallRecord } from './hall-schemas';

export type HallRow = Omit<typeof halls.$inferSelect, 'createdAt' | 'status'> & {
  status: 'open' | 'closed';
};

/** The columns of a hall as the API shows it (read here and written by `hall-records.ts`). */
export const hallColumns = {
  id: halls.id,
  name: halls.name,
  city: halls.city,
  address: halls.address,
  timezone: halls.timezone,
  currency: halls.currency,
  status: halls.status,
  openFrom: halls.openFrom,
  openTo: halls.openTo,
  blindCount: halls.blindCount,
  countByDenomination: halls.countByDenomination,
  cashierConfirmsSafe: halls.cashierConfirmsSafe,
  gamingDayStartHour: halls.gamingDayStartHour,
  gamingDayGraceMinutes: halls.gamingDayGraceMinutes,
  machineToleranceTenge: halls.machineToleranceTenge,
  dropWeekdays: halls.dropWeekdays,
  foreignersOnly: halls.foreignersOnly,
  foreignersOnlySource: halls.foreignersOnlySource,
  version: halls.version,
};

/** A hall as the API shows it: the opening hours as times of day. */
export const toHall = ({
  openFrom,
  openTo,
  countByDenomination,
  ...hall
}: HallRow): HallRecord => ({
  ...hall,
  countByDenomination: countByDenomination as HallRecord['countByDenomination'],
  openHours: { from: clockText(openFrom), to: clockText(openTo) },
});

function buildHallQueries(db: Db) {
  return {
    all: db
      .select(hallColumns)
      .from(halls)
      .orderBy(asc(halls.city), asc(halls.name))
      .prepare('halls_all'),
    assigned: db
      .select(hallColumns)
      .from(halls)
      .innerJoin(userHalls, eq(userHalls.hallId, halls.id))
      .where(eq(userHalls.userId, sql.placeholder('userId')))
      .orderBy(asc(halls.city), asc(halls.name))
      .prepare('halls_assigned'),
    byId: db
      .select(hallColumns)
      .from(halls)
      .where(eq(halls.id, sql.placeholder('hallId')))
      .prepare('hall_by_id'),
  };
}

// Read on every request, from the database: an assignment removed on another instance counts on
// the next request. Prepared once per database.
const hallQueries = perDatabase(buildHallQueries);

/** The halls the user may see: admins every hall, others the halls assigned to them. */
export async function visibleHalls(db: Db, user: SessionUser): Promise<HallRow[]> {
  const queries = hallQueries(db);
  return (await (user.role === 'admin'
    ? queries.all.execute()
    : queries.assigned.execute({ userId: user.id }))) as HallRow[];
}

/** One hall's row (its access was checked with the session). */
export async function hallById(db: Db, hallId: number): Promise<HallRow | undefined> {
  const [row] = (await hallQueries(db).byId.execute({ hallId })) as HallRow[];
  return row;
}
