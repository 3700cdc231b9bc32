import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADVERTISING_FORBIDDEN_MESSAGE,
  sendingStart,
  smsTextMessage,
  type SmsAdvertising,
} from '@/lib/shared/sms-mailings';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { halls, smsMailings, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import { hallDayRange } from '../halls/hall-days';
import { visibleHalls } from '../halls/visible-halls';
import { likePattern, sortedBy } from '../list-query';
import { countAudience, type Audience } from './audience';
import type { MailingFilter, MailingInput, MailingRecord } from './mailing-schemas';
import type { Actor } from '../writes/actor';
import { listPage, TOTAL } from '../list-page';

const columns = {
  id: smsMailings.id,
  title: smsMailings.title,
  kind: smsMailings.kind,
  text: smsMailings.text,
  audience: smsMailings.audience,
  status: smsMailings.status,
  sendAt: smsMailings.sendAt,
  createdAt: smsMailings.createdAt,
  createdBy: users.fullName,
  startedAt: smsMailings.startedAt,
  finishedAt: smsMailings.finishedAt,
  recipients: smsMailings.recipients,
  sent: smsMailings.sent,
  delivered: smsMailings.delivered,
  failed: smsMailings.failed,
  skipped: smsMailings.skipped,
  error: smsMailings.error,
  version: smsMailings.version,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

const selectMailings = (db: Db) =>
  db.select(columns).from(smsMailings).leftJoin(users, eq(users.id, smsMailings.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectMailings>['execute']>>[number];

const toRecord = (row: Row): MailingRecord =>
  ({
    ...row,
    sendAt: iso(row.sendAt),
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  }) as MailingRecord;

function filterCondition(hallId: number, filter: MailingFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    eq(smsMailings.hallId, hallId),
    filter.status ? eq(smsMailings.status, filter.status) : undefined,
    ...hallDayRange(smsMailings.createdAt, hallId, filter),
    search
      ? or(
          ilike(smsMailings.title, likePattern(search)),
          ilike(smsMailings.text, likePattern(search)),
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: smsMailings.createdAt,
  sendAt: smsMailings.sendAt,
  title: smsMailings.title,
  status: smsMailings.status,
};

export async function listMailings(db: Db, hallId: number, filter: MailingFilter) {
  const where = filterCondition(hallId, filter);
  return listPage(
    filter,
    {
      rows: selectMailings(db)
        .where(where)
        .orderBy(...sortedBy(SORT_COLUMNS[filter.sort], smsMailings.id, filter.order)),
      total: db.select(TOTAL).from(smsMailings).where(where),
    },
    (rows) => rows.map(toRecord),
  );
}

export async function findMailing(db: Db, hallId: number, id: number) {
  const [row] = await selectMailings(db).where(
    and(eq(smsMailings.id, id), eq(smsMailings.hallId, hallId)),
  );
  if (!row) throw errors.notFound('Рассылка не найдена');
  return toRecord(row);
}

/**
 * The audience's halls, as the user may choose them: an admin any existing halls, anyone else
 * only the hall the mailing belongs to.
 */
export async function checkAudienceHalls(
  db: Db,
  user: SessionUser,
  hallId: number,
  audience: Audience,
) {
  const refuse = (message: string) => {
    throw new ApiError(400, 'validation_failed', message, { 'audience.hallIds': message });
  };
  if (user.role !== 'admin') {
    if (audience.hallIds.some((id) => id !== hallId)) refuse('Можно выбрать только текущий зал');
    return;
  }
  const known = new Set((await visibleHalls(db, user)).map((h) => h.id));
  if (audience.hallIds.some((id) => !known.has(id))) refuse('Такого зала нет');
}

const unique = (audience: Audience): Audience => ({
  ...audience,
  hallIds: [...new Set(audience.hallIds)].sort((a, b) => a - b),
});

export async function createMailing(a: Actor, input: MailingInput) {
  await checkAudienceHalls(a.tx, a.user, a.hallId, input.audience);
  const [{ id }] = await a.tx
    .insert(smsMailings)
    .values({
      hallId: a.hallId,
      title: input.title,
      kind: input.kind,
      text: input.text,
      audience: unique(input.audience),
      createdBy: a.user.id,
      createdAt: a.now,
      updatedAt: a.now,
    })
    .returning({ id: smsMailings.id });
  return findMailing(a.tx, a.hallId, id);
}

/** An advertising mailing while the licence does not allow them: 409 under the kind. */
export const advertisingForbidden = () =>
  new ApiError(409, 'advertising_forbidden', ADVERTISING_FORBIDDEN_MESSAGE, {
    kind: ADVERTISING_FORBIDDEN_MESSAGE,
  });

/** The mailing locked for a change, at the version the client saw, in one of `statuses`. */
async function lockMailing(
  a: Actor,
  id: number,
  version: number,
  statuses: string[],
  refusal: string,
) {
  const [row] = await a.tx
    .select({ status: smsMailings.status, version: smsMailings.version })
    .from(smsMailings)
    .where(and(eq(smsMailings.id, id), eq(smsMailings.hallId, a.hallId)))
    .for('update');
  if (!row) throw errors.notFound('Рассылка не найдена');
  if (!statuses.includes(row.status)) throw new ApiError(409, 'mailing_status', refusal);
  if (row.version !== version) throw errors.staleVersion();
  return row;
}

const bump = (a: Actor) => ({ version: sql`${smsMailings.version} + 1`, updatedAt: a.now });

export async function updateMailing(a: Actor, id: number, version: number, input: MailingInput) {
  await lockMailing(a, id, version, ['draft'], 'Изменить можно только черновик');
  await checkAudienceHalls(a.tx, a.user, a.hallId, input.audience);
  await a.tx
    .update(smsMailings)
    .set({ ...input, audience: unique(input.audience), ...bump(a) })
    .where(eq(smsMailings.id, id));
  return findMailing(a.tx, a.hallId, id);
}

/**
 * A draft becomes «запланирована»: the text within 5 SMS, an audience of at least one client,
 * and a start inside 9:00–21:00 of the hall (a time outside moves to the next 9:00; `moved`).
 */
export async function scheduleMailing(
  a: Actor,
  id: number,
  version: number,
  sendAt: string | null,
  advertising: SmsAdvertising,
) {
  await lockMailing(a, id, version, ['draft'], 'Запланировать можно только черновик');
  const mailing = await findMailing(a.tx, a.hallId, id);
  if (mailing.kind === 'advertising' && advertising === 'forbidden') throw advertisingForbidden();
  // Judged again for the one who schedules: a manager may not send an admin's several-hall draft.
  await checkAudienceHalls(a.tx, a.user, a.hallId, mailing.audience);
  const textProblem = smsTextMessage(mailing.text, mailing.kind);
  if (textProblem) throw new ApiError(400, 'validation_failed', textProblem, { text: textProblem });
  if ((await countAudience(a.tx, mailing.audience, a.now)) === 0) {
    const message = 'В аудитории нет ни одного клиента с согласием на SMS';
    throw new ApiError(400, 'validation_failed', message, { audience: message });
  }
  const asked = sendAt ? new Date(sendAt) : a.now;
  if (asked.getTime() < a.now.getTime() - 60_000) {
    const message = 'Время отправки уже прошло';
    throw new ApiError(400, 'validation_failed', message, { sendAt: message });
  }
  const [{ timezone }] = await a.tx
    .select({ timezone: halls.timezone })
    .from(halls)
    .where(eq(halls.id, a.hallId));
  const start = sendingStart(asked, timezone);
  await a.tx
    .update(smsMailings)
    .set({ status: 'scheduled', sendAt: start, ...bump(a) })
    .where(eq(smsMailings.id, id));
  return { ...(await findMailing(a.tx, a.hallId, id)), moved: start.getTime() !== asked.getTime() };
}

/** A draft or a scheduled mailing that has not started is cancelled; one that started is not. */
export async function cancelMailing(a: Actor, id: number, version: number) {
  await lockMailing(
    a,
    id,
    version,
    ['draft', 'scheduled'],
    'Рассылка уже началась или закончилась: отменить её нельзя',
  );
  await a.tx
    .update(smsMailings)
    .set({ status: 'cancelled', ...bump(a) })
    .where(eq(smsMailings.id, id));
  return findMailing(a.tx, a.hallId, id);
}
