import { eq, sql } from 'drizzle-orm';
import { REPEAT_VISIT_MINUTES, shortName } from '@/lib/shared/clients';
import { queryRows, type Db } from '../db/database';
import { clients } from '../db/schema';
import { ApiError } from '../errors';
import { asMiss } from '../auth/lookup-limit';
import type { Person } from '../clients/person';
import type { Actor } from '../writes/actor';
import { identityColumns, identityConflict } from '../clients/identity-columns';
import type { CheckInInput } from '../clients/client-schemas';

/** The door's answer for a person no client of the chain is: the screen offers «Новый гость». */
export const clientNotFound = (field: 'iin' | 'document' | 'phone') =>
  asMiss(
    new ApiError(404, 'client_not_found', 'Гость не найден', {
      [field]:
        field === 'phone'
          ? 'Гость с этим номером не найден: зарегистрируйте нового гостя'
          : 'Гость не найден: зарегистрируйте нового гостя или укажите его телефон',
    }),
  );

/** The birth date a foreigner's record holds, for the door to judge the age before the visit. */
export async function documentBirthDate(db: Db, person: Person): Promise<string | null> {
  if (!person.documentNumber) return null;
  const [row] = await queryRows<{ birth_date: string | null }>(
    db,
    sql`select birth_date::text from clients
        where document_type = ${person.documentType} and document_number = ${person.documentNumber}`,
  );
  return row?.birth_date ?? null;
}

type Guest = { id: number; full_name: string; has_identity: boolean };

/** The client the person is, locked, so scans of one guest at once queue up. */
async function clientOf(a: Actor, person: Person): Promise<Guest | undefined> {
  const [client] = await queryRows<Guest>(
    a.tx,
    sql`select id, full_name, true as has_identity from clients
        where ${
          person.iin
            ? sql`iin = ${person.iin}`
            : sql`document_type = ${person.documentType} and document_number = ${person.documentNumber}`
        }
        for update`,
  );
  return client;
}

/**
 * A client registered by phone before the door asked for an identity: the identity is written
 * to them now. A phone whose client has another identity is refused, naming nobody.
 */
async function completedByPhone(a: Actor, input: CheckInInput, phone: string) {
  const [client] = await queryRows<Guest>(
    a.tx,
    sql`select id, full_name, (iin is not null or document_number is not null) as has_identity
        from clients where phone = ${phone} for update`,
  );
  if (!client) throw clientNotFound('phone');
  if (client.has_identity) {
    throw asMiss(
      new ApiError(409, 'identity_mismatch', 'Номер записан за другим гостем', {
        phone: 'Этот номер записан за гостем с другим документом: проверьте ИИН и номер',
      }),
    );
  }
  if (input.document && !input.document.birthDate) {
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      'document.birthDate': 'Укажите дату рождения: документ записывается гостю',
    });
  }
  try {
    await a.tx
      .update(clients)
      .set({ ...identityColumns(input), version: sql`${clients.version} + 1` })
      .where(eq(clients.id, client.id));
  } catch (error) {
    throw identityConflict(error) ?? error;
  }
  return client;
}

/**
 * A guest of the chain (any hall's client) at this hall's door, let in by `admitGuest`. A
 * scan within `REPEAT_VISIT_MINUTES` of the last one in this hall is that visit again.
 */
export async function checkIn(a: Actor, input: CheckInInput, person: Person) {
  const client =
    (await clientOf(a, person)) ??
    (input.phone ? await completedByPhone(a, input, input.phone) : undefined);
  if (!client) throw clientNotFound(person.field);
  const at = a.now.toISOString();
  const [recent] = await queryRows<{ id: number; visited_at: Date | string }>(
    a.tx,
    sql`select id, visited_at from visits
        where client_id = ${client.id} and hall_id = ${a.hallId}
          and visited_at > ${at}::timestamptz - ${REPEAT_VISIT_MINUTES}::int * interval '1 minute'
        order by visited_at desc limit 1`,
  );
  const [visit] = recent
    ? [recent]
    : await queryRows<{ id: number; visited_at: Date | string }>(
        a.tx,
        sql`insert into visits (client_id, hall_id, visited_at)
            values (${client.id}, ${a.hallId}, ${at}::timestamptz) returning id, visited_at`,
      );
  return {
    visit: { id: visit.id, hallId: a.hallId, visitedAt: new Date(visit.visited_at).toISOString() },
    client: { id: client.id, shortName: shortName(client.full_name) },
    repeated: Boolean(recent),
  };
}

/** How many of today's visits the door lists. */
export const DOOR_VISITS = 100;

/** The hall's visits since its own midnight, newest first, naming each guest as the door does. */
export async function visitsToday(db: Db, hallId: number, now: Date) {
  const rows = await queryRows<{
    id: number;
    visited_at: Date | string;
    client_id: number;
    full_name: string;
    total: number;
  }>(
    db,
    sql`select v.id, v.visited_at, c.id as client_id, c.full_name, count(*) over ()::int as total
        from visits v
        join clients c on c.id = v.client_id
        where v.hall_id = ${hallId}
          and v.visited_at >= date_trunc('day', ${now.toISOString()}::timestamptz at time zone
                (select timezone from halls where id = ${hallId}))
              at time zone (select timezone from halls where id = ${hallId})
        order by v.visited_at desc, v.id desc
        limit ${DOOR_VISITS}`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      hallId,
      visitedAt: new Date(r.visited_at).toISOString(),
      client: { id: r.client_id, shortName: shortName(r.full_name) },
    })),
    total: rows[0]?.total ?? 0,
  };
}
