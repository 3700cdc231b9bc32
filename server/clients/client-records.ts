/**
 * The chain's clients as a desk registers, edits and finds them: one client per phone and per
 * identity, each consent recorded with who took it and how.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConsentSource } from '@/lib/shared/clients';
import type { DocumentType } from '@/lib/shared/identity';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { clientConsents, clients, halls, users, visits } from '../db/schema';
import { errors, isUniqueViolation } from '../errors';
import { visibleHalls } from '../halls/visible-halls';
import { likePattern, sortedBy } from '../list-query';
import type { Actor } from '../writes/actor';
import type { ClientChange, ClientFilter, ClientInput, ClientRecord } from './client-schemas';
import { listPage, TOTAL } from '../list-page';
import { identityColumns, identityConflict, phoneTaken } from './identity-columns';

/**
 * The last visit of the client (the visits' client-and-time index answers it). The table is
 * named in full: drizzle leaves a lone table's columns unqualified, which the subquery would read
 * as its own.
 */
const lastVisitAt = sql<Date | null>`(select max(v.visited_at) from visits v where v.client_id = "clients"."id")`;

const columns = {
  id: clients.id,
  hallId: clients.hallId,
  phone: clients.phone,
  fullName: clients.fullName,
  smsConsent: clients.smsConsent,
  registeredAt: clients.registeredAt,
  lastVisitAt,
  version: clients.version,
};

type Row = Omit<ClientRecord, 'registeredAt' | 'lastVisitAt'> & {
  registeredAt: Date;
  lastVisitAt: Date | string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const toRecord = (row: Row): ClientRecord => ({
  id: row.id,
  hallId: row.hallId,
  phone: row.phone,
  fullName: row.fullName,
  smsConsent: row.smsConsent,
  registeredAt: row.registeredAt.toISOString(),
  lastVisitAt: iso(row.lastVisitAt),
  version: row.version,
});

/** Records a consent given or withdrawn, by whom and how. */
export async function recordConsent(
  tx: Db,
  clientIds: number[],
  consent: boolean,
  source: ConsentSource,
  userId: number | null,
  at: Date,
) {
  if (clientIds.length === 0) return;
  await tx
    .insert(clientConsents)
    .values(clientIds.map((clientId) => ({ clientId, consent, source, userId, at })));
}

/** A new guest of the hall, registered at the desk. */
export async function registerClient(a: Actor, input: ClientInput): Promise<ClientRecord> {
  let id: number;
  try {
    [{ id }] = await a.tx
      .insert(clients)
      .values({
        hallId: a.hallId,
        phone: input.phone,
        fullName: input.fullName,
        smsConsent: input.smsConsent,
        registeredAt: a.now,
        consentChangedAt: a.now,
        createdBy: a.user.id,
        ...identityColumns(input),
      })
      .returning({ id: clients.id });
  } catch (error) {
    if (isUniqueViolation(error, 'clients_phone_uq')) throw phoneTaken();
    throw identityConflict(error) ?? error;
  }
  await recordConsent(a.tx, [id], input.smsConsent, 'desk', a.user.id, a.now);
  return findClientRecord(a.tx, a.hallId, id);
}

async function findClientRecord(db: Db, hallId: number, id: number): Promise<ClientRecord> {
  const [row] = await db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.hallId, hallId)));
  if (!row) throw errors.notFound('Клиент не найден');
  return toRecord(row as Row);
}

/** The name and consent of a client of the hall, at the version the client saw. */
export async function editClient(
  a: Actor,
  id: number,
  version: number,
  change: ClientChange,
): Promise<ClientRecord> {
  const [current] = await a.tx
    .select({ version: clients.version, smsConsent: clients.smsConsent })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.hallId, a.hallId)))
    .for('update');
  if (!current) throw errors.notFound('Клиент не найден');
  if (current.version !== version) throw errors.staleVersion();
  const consentChanged =
    change.smsConsent !== undefined && change.smsConsent !== current.smsConsent;
  const identityChanged = change.iin !== undefined || change.document !== undefined;
  try {
    await a.tx
      .update(clients)
      .set({
        ...(change.fullName === undefined ? {} : { fullName: change.fullName }),
        ...(consentChanged ? { smsConsent: change.smsConsent, consentChangedAt: a.now } : {}),
        ...(identityChanged ? identityColumns(change) : {}),
        version: sql`${clients.version} + 1`,
      })
      .where(eq(clients.id, id));
  } catch (error) {
    throw identityConflict(error) ?? error;
  }
  if (consentChanged) {
    await recordConsent(a.tx, [id], change.smsConsent!, 'desk', a.user.id, a.now);
  }
  return findClientRecord(a.tx, a.hallId, id);
}

const SORT_COLUMNS = {
  registeredAt: clients.registeredAt,
  fullName: clients.fullName,
  // A client never seen is older than any visit: last of the newest first.
  lastVisitAt: sql`coalesce(${lastVisitAt}, '-infinity'::timestamptz)`,
};

function filterCondition(hallId: number, filter: ClientFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(clients.hallId, hallId)];
  if (filter.consent) conditions.push(eq(clients.smsConsent, filter.consent === 'yes'));
  const search = filter.search?.trim();
  if (search) {
    // Letters look for a name; digits alone, for a phone however it is typed.
    const digits = search.replace(/\D/g, '');
    conditions.push(
      /\p{L}/u.test(search) || !digits
        ? sql`${clients.fullName} ilike ${likePattern(search)}`
        : sql`${clients.phone} like ${likePattern(digits)}`,
    );
  }
  return and(...conditions);
}

/** A page of the clients registered in the hall. */
export async function listClients(db: Db, hallId: number, filter: ClientFilter) {
  const where = filterCondition(hallId, filter);
  const sort = SORT_COLUMNS[filter.sort];
  return listPage(
    filter,
    {
      rows: db
        .select(columns)
        .from(clients)
        .where(where)
        .orderBy(...sortedBy(sort, clients.id, filter.order)),
      total: db.select(TOTAL).from(clients).where(where),
    },
    (rows) => (rows as Row[]).map(toRecord),
  );
}

/** How many of a client's visits the card lists, newest first. */
export const CARD_VISITS = 20;

/**
 * A client of the hall with the visits the user may see (the halls they work in) and every
 * change of the SMS consent.
 */
export async function findClient(db: Db, hallId: number, id: number, user: SessionUser) {
  const client = await findClientRecord(db, hallId, id);
  const hallIds = (await visibleHalls(db, user)).map((h) => h.id);
  const seen = and(eq(visits.clientId, id), inArray(visits.hallId, hallIds));
  const [[hall], [identity], visitRows, [{ count }], consentRows] = await Promise.all([
    db.select({ name: halls.name }).from(halls).where(eq(halls.id, hallId)),
    db
      .select({
        iin: clients.iin,
        documentType: clients.documentType,
        documentNumber: clients.documentNumber,
        citizenship: clients.citizenship,
        birthDate: clients.birthDate,
      })
      .from(clients)
      .where(eq(clients.id, id)),
    db
      .select({
        id: visits.id,
        hallId: visits.hallId,
        hallName: halls.name,
        visitedAt: visits.visitedAt,
      })
      .from(visits)
      .innerJoin(halls, eq(halls.id, visits.hallId))
      .where(seen)
      .orderBy(desc(visits.visitedAt), desc(visits.id))
      .limit(CARD_VISITS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(visits)
      .where(seen),
    db
      .select({
        consent: clientConsents.consent,
        source: clientConsents.source,
        userName: users.fullName,
        at: clientConsents.at,
      })
      .from(clientConsents)
      .leftJoin(users, eq(users.id, clientConsents.userId))
      .where(eq(clientConsents.clientId, id))
      .orderBy(desc(clientConsents.at), desc(clientConsents.id)),
  ]);
  return {
    ...client,
    identity: {
      iin: identity.iin,
      document: identity.documentNumber
        ? {
            type: identity.documentType as DocumentType,
            number: identity.documentNumber,
            citizenship: identity.citizenship,
          }
        : null,
      birthDate: identity.birthDate,
    },
    hallName: hall.name,
    visits: visitRows.map((v) => ({ ...v, visitedAt: v.visitedAt.toISOString() })),
    visitCount: count,
    consents: consentRows.map((c) => ({
      ...c,
      source: c.source as ConsentSource,
      at: c.at.toISOString(),
    })),
  };
}
