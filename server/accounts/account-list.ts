/**
 * The accounts as head office and a manager read them: the list, one account (only among those
 * the viewer keeps), its halls and its history.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@/lib/shared/roles';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { auditLog, userHalls, users, workers } from '../db/schema';
import { errors } from '../errors';
import { likePattern, sortedBy } from '../list-query';
import { listPage, TOTAL } from '../list-page';
import type { AccountFilter } from './account-schemas';

// Aliased: a column of the subquery's table must not be read as the outer row's.
const hallIdsOf = sql<number[]>`coalesce((select json_agg(uh.hall_id order by uh.hall_id)
  from ${userHalls} uh where uh.user_id = "users"."id"), '[]'::json)`;

const columns = {
  id: users.id,
  login: users.login,
  fullName: users.fullName,
  role: users.role,
  hallIds: hallIdsOf,
  workerId: sql<number | null>`(select w.id from ${workers} w where w.user_id = "users"."id")`,
  disabled: users.disabled,
  mfa: sql<boolean>`${users.mfaSecret} is not null`,
  passwordChangeRequired: users.passwordTemporary,
  lastSignInAt: users.lastSignInAt,
  version: users.version,
};

const toAccount = <R extends { role: string; lastSignInAt: Date | null }>(row: R) => ({
  ...row,
  role: row.role as Role,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});
export type AccountRecord = Awaited<ReturnType<typeof findAccount>>;

const SORT_COLUMNS = {
  login: users.login,
  fullName: users.fullName,
  role: users.role,
  lastSignInAt: sql`${users.lastSignInAt} nulls first`,
};

/** The halls of `userId` (a manager's halls: the cashiers they keep work there). */
export async function hallsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ hallId: userHalls.hallId })
    .from(userHalls)
    .where(eq(userHalls.userId, userId));
  return rows.map((row) => row.hallId);
}

/**
 * The accounts `viewer` keeps: an admin every one; a manager the cashiers who work in one of
 * the manager's halls. Anything else is, for them, not there.
 */
function keptBy(viewer: SessionUser | null): SQL | undefined {
  if (viewer === null || viewer.role === 'admin') return undefined;
  if (viewer.role !== 'manager') return sql`false`;
  return and(
    eq(users.role, 'cashier'),
    sql`exists (select 1 from ${userHalls} mine join ${userHalls} theirs
      on theirs.hall_id = mine.hall_id
      where mine.user_id = ${viewer.id} and theirs.user_id = "users"."id")`,
  );
}

function filterCondition(viewer: SessionUser, filter: Partial<AccountFilter>) {
  const search = filter.search?.trim();
  return and(
    keptBy(viewer),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.disabled, filter.status === 'disabled') : undefined,
    filter.hallId
      ? sql`exists (select 1 from ${userHalls} uh where uh.user_id = "users"."id"
          and uh.hall_id = ${filter.hallId})`
      : undefined,
    search
      ? or(ilike(users.login, likePattern(search)), ilike(users.fullName, likePattern(search)))
      : undefined,
  );
}

export async function listAccounts(db: Db, viewer: SessionUser, filter: AccountFilter) {
  const where = filterCondition(viewer, filter);
  return listPage(
    filter,
    {
      rows: db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], users.id, filter.order)),
      total: db.select(TOTAL).from(users).where(where),
    },
    (rows) => rows.map(toAccount),
  );
}

const notFound = () => errors.notFound('Учётная запись не найдена');

/**
 * The account as `viewer` may see it (null: as it is, after a write that may have moved it out
 * of the writer's accounts), its row locked when `lock`; 404 outside their accounts.
 */
export async function findAccount(db: Db, viewer: SessionUser | null, id: number, lock = false) {
  const query = db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), keptBy(viewer)));
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  if (!row) throw notFound();
  return toAccount(row);
}

/** The account's history: the audit log's entries about it, the latest first. */
export async function accountHistory(db: Db, id: number) {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      by: users.fullName,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entityId, id), sql`${auditLog.action} like 'user.%'`))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    details: row.details as Record<string, unknown>,
  }));
}
