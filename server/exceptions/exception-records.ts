import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ExceptionKind } from '@/lib/shared/exceptions';
import type { Db } from '../db/database';
import { hallExceptions, halls, users } from '../db/schema';
import { ApiError } from '../errors';
import type { ExceptionFilter } from './exception-schemas';
import { listPage, TOTAL } from '../list-page';

const columns = {
  id: hallExceptions.id,
  hallId: hallExceptions.hallId,
  hallName: halls.name,
  kind: hallExceptions.kind,
  severity: hallExceptions.severity,
  subject: hallExceptions.subject,
  description: hallExceptions.description,
  happenedAt: hallExceptions.happenedAt,
  openedAt: hallExceptions.openedAt,
  seenAt: hallExceptions.seenAt,
  seenBy: users.fullName,
  seenComment: hallExceptions.seenComment,
};

/** Exceptions with their hall's name and the name of who marked them: every read starts here. */
const withNames = (db: Db) =>
  db
    .select(columns)
    .from(hallExceptions)
    .innerJoin(halls, eq(halls.id, hallExceptions.hallId))
    .leftJoin(users, eq(users.id, hallExceptions.seenBy));

type Row = Awaited<ReturnType<typeof withNames>>[number];

const record = (r: Row) => ({
  id: r.id,
  hallId: r.hallId,
  hallName: r.hallName,
  kind: r.kind as ExceptionKind,
  severity: r.severity as 'high' | 'medium',
  subject: r.subject,
  description: r.description,
  happenedAt: r.happenedAt.toISOString(),
  openedAt: r.openedAt.toISOString(),
  seen: r.seenAt
    ? { at: r.seenAt.toISOString(), by: r.seenBy, comment: r.seenComment ?? '' }
    : null,
});

export type ExceptionRecord = ReturnType<typeof record>;

/**
 * A page of the exceptions of `hallIds`: open ones the severe first, each group newest first, or
 * those marked as seen, last marked first; with the open count of each hall.
 */
export async function listExceptions(db: Db, hallIds: number[], filter: ExceptionFilter) {
  if (hallIds.length === 0) return { items: [], total: 0, openByHall: [] };
  const where = and(
    inArray(hallExceptions.hallId, hallIds),
    filter.status === 'open' ? isNull(hallExceptions.seenAt) : isNotNull(hallExceptions.seenAt),
    filter.kind ? eq(hallExceptions.kind, filter.kind) : undefined,
  );
  const order =
    filter.status === 'open'
      ? [sql`${hallExceptions.severity} = 'high' desc`, desc(hallExceptions.happenedAt)]
      : [desc(hallExceptions.seenAt)];
  const [{ items, total }, open] = await Promise.all([
    listPage(
      filter,
      {
        rows: withNames(db)
          .where(where)
          .orderBy(...order, desc(hallExceptions.id)),
        total: db.select(TOTAL).from(hallExceptions).where(where),
      },
      (rows) => rows.map(record),
    ),
    db
      .select({ hallId: hallExceptions.hallId, open: count() })
      .from(hallExceptions)
      .where(and(inArray(hallExceptions.hallId, hallIds), isNull(hallExceptions.seenAt)))
      .groupBy(hallExceptions.hallId)
      .orderBy(hallExceptions.hallId),
  ]);
  return { items, total, openByHall: open };
}

/**
 * Marks an open exception of the hall as seen, with who, when and the comment. A second mark
 * (another manager a moment later, a double click) is refused with who marked it first.
 */
export async function markSeen(
  db: Db,
  hallId: number,
  exceptionId: number,
  by: { userId: number; comment: string; now: Date },
) {
  const [marked] = await db
    .update(hallExceptions)
    .set({ seenAt: by.now, seenBy: by.userId, seenComment: by.comment })
    .where(
      and(
        eq(hallExceptions.id, exceptionId),
        eq(hallExceptions.hallId, hallId),
        isNull(hallExceptions.seenAt),
      ),
    )
    .returning({ id: hallExceptions.id });
  const [row] = await withNames(db).where(
    and(eq(hallExceptions.id, exceptionId), eq(hallExceptions.hallId, hallId)),
  );
  if (!row) throw new ApiError(404, 'not_found', 'Отклонение не найдено');
  const found = record(row);
  if (!marked) {
    throw new ApiError(
      409,
      'already_seen',
      `Уже отмечено: ${found.seen?.by ?? 'пользователь удалён'}`,
    );
  }
  return found;
}
