import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_HALL_TIME_ZONE, hallClock } from '@/lib/shared/hall-time';
import { selfRestrictionProblem } from '@/lib/shared/restrictions';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { likePattern } from '../list-query';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { hallToday } from '../halls/hall-days';
import { personOf, type Person } from '../clients/person';
import { lookUpRegister, lookupAudit, type RegisterCaller } from './register-lookup';
import type { RestrictionFilter, RestrictionInput, RestrictionRecord } from './restriction-schemas';
import { listPage, rawRows } from '../list-page';

const restrictionActive = () =>
  new ApiError(409, 'restriction_active', 'У гостя уже есть действующее самоограничение', {
    to: 'У гостя уже есть самоограничение на эти дни: новое можно принять после его окончания',
  });

/**
 * A guest's self-restriction, signed at the desk of `input.hallId` (the actor's). One person's
 * self-restrictions never overlap: the person's key is locked for the transaction, so of two at
 * once one is 409.
 */
export async function addSelfRestriction(a: Actor, input: RestrictionInput) {
  const today = await hallToday(a.tx, a.hallId, a.now);
  const problem = selfRestrictionProblem(input.from, input.to, today);
  if (problem) throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', problem);
  const person = personOf(input);
  await a.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`restriction:${person.key}`}))`);
  const [overlap] = await queryRows<{ id: number }>(
    a.tx,
    sql`select id from restrictions
        where person = ${person.key} and source = 'self'
          and starts_on <= ${input.to}::date and ends_on >= ${input.from}::date
        limit 1`,
  );
  if (overlap) throw restrictionActive();
  const [row] = await queryRows<{ id: number }>(
    a.tx,
    sql`insert into restrictions (person, iin, document_type, document_number, source,
          starts_on, ends_on, application_no, hall_id, created_by, created_at)
        values (${person.key}, ${person.iin}, ${person.documentType}, ${person.documentNumber},
          'self', ${input.from}::date, ${input.to}::date, ${input.applicationNo},
          ${a.hallId}, ${a.user.id}, ${a.now.toISOString()}::timestamptz)
        returning id`,
  );
  // The audit names the entry, not the person: the register itself is head office's to read.
  await recordAudit(a, 'restriction.create', row.id, { source: 'self' });
  return { id: row.id, from: input.from, to: input.to };
}

/** Whether the person may not enter the hall today; only yes or no, and the look-up audited. */
export async function checkRestricted(caller: RegisterCaller & { hallId: number }, person: Person) {
  const today = await hallToday(caller.db, caller.hallId, caller.now);
  return lookUpRegister(caller, person.key, today, 'check');
}

const statusOf = (today: string) => sql`case
  when r.starts_on > ${today}::date then 'upcoming'
  when r.ends_on < ${today}::date then 'ended'
  else 'active' end`;

/**
 * The register as head office reads it: newest first, found by IIN or document number. A search
 * for a person is a look-up of the register and is audited as one.
 */
export async function listRestrictions(
  db: Db,
  user: SessionUser,
  filter: RestrictionFilter,
  now: Date,
) {
  const today = hallClock(DEFAULT_HALL_TIME_ZONE).today(now);
  const conditions: SQL[] = [sql`true`];
  const search = filter.search?.replace(/[\s-]/g, '').toUpperCase();
  if (search) {
    conditions.push(
      /^\d{12}$/.test(search)
        ? sql`r.iin = ${search}`
        : sql`(r.iin like ${likePattern(search)} or r.document_number like ${likePattern(search)})`,
    );
  }
  if (filter.source) conditions.push(sql`r.source = ${filter.source}`);
  if (filter.status) conditions.push(sql`${statusOf(today)} = ${filter.status}`);
  const where = sql.join(conditions, sql` and `);
  const page = await listPage(
    filter,
    {
      rows: rawRows<RegisterRow>(
        db,
        sql`select r.id, r.iin, r.document_type, r.document_number, r.source,
              ${statusOf(today)} as status, r.starts_on::text, r.ends_on::text, r.application_no,
              r.hall_id, h.name as hall_name, u.full_name as created_by, r.created_at,
              count(*) over ()::int as total
            from restrictions r
            left join halls h on h.id = r.hall_id
            left join users u on u.id = r.created_by
            where ${where}
            order by r.starts_on desc, r.id desc`,
      ),
      total: 'window',
    },
    (rows) => rows,
  );
  if (search) {
    const restricted = page.items.some((r) => r.status === 'active');
    await db.execute(lookupAudit({ db, user, hallId: null, now }, 'register', sql`${restricted}`));
  }
  return { ...page, items: page.items.map(toRestriction) };
}

type RegisterRow = {
  id: number;
  iin: string | null;
  document_type: string | null;
  document_number: string | null;
  source: RestrictionRecord['source'];
  status: RestrictionRecord['status'];
  starts_on: string;
  ends_on: string;
  application_no: string | null;
  hall_id: number | null;
  hall_name: string | null;
  created_by: string | null;
  created_at: Date | string;
  total: number;
};

const toRestriction = (r: RegisterRow): RestrictionRecord => ({
  id: r.id,
  iin: r.iin,
  document: r.document_number
    ? { type: r.document_type as 'passport', number: r.document_number }
    : null,
  source: r.source,
  status: r.status,
  from: r.starts_on,
  to: r.ends_on,
  applicationNo: r.application_no,
  hallId: r.hall_id,
  hallName: r.hall_name,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});
