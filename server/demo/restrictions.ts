import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { addMonths } from '@/lib/shared/restrictions';
import { queryRows, type Db } from '../db/database';
import { iinOf } from './identities';
import { openHours, unit } from './rhythm';
import { demoHallIds } from './halls';
import { personKey } from '../clients/person';

/** One demo client in this many is a foreigner, known by a passport. */
const FOREIGNER_EVERY = 40;
const FOREIGN_CITIZENSHIPS = ['RUS', 'UZB', 'KGZ', 'CHN', 'TUR'];
/** Register entries of people who are clients, and of people who are not. */
const RESTRICTED_CLIENTS = { self: 24, debtors: 60, list: 12 };
const RESTRICTED_OTHERS = { debtors: 400, list: 40 };

const UPDATE_BATCH = 5_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsBefore = (day: string, years: number) => addMonths(day, -12 * years);

/**
 * The demo clients' identities, as the door would have asked them: an IIN for a citizen (age
 * 25–75, so each was over 21 when registered), a passport for one in 40. Deterministic by id.
 */
async function seedIdentities(db: Db, today: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from clients where iin is null and document_number is null order by id`,
  );
  const taken = new Set<string>();
  const identities = rows.map(({ id }) => {
    const age = 25 + ((id * 7919) % 51);
    const birthDate = addDays(yearsBefore(today, age), -((id * 37) % 365));
    if (id % FOREIGNER_EVERY === 0) {
      return {
        id,
        iin: null,
        document_type: 'passport',
        document_number: `N${String(10_000_000 + ((id * 7919) % 89_999_999))}`,
        citizenship: FOREIGN_CITIZENSHIPS[id % FOREIGN_CITIZENSHIPS.length],
        birth_date: birthDate,
      };
    }
    let iin = iinOf(birthDate, id % 10_000, id % 2 === 0);
    while (taken.has(iin)) iin = iinOf(birthDate, (Number(iin.slice(7, 11)) + 1) % 10_000);
    taken.add(iin);
    return {
      id,
      iin,
      document_type: null,
      document_number: null,
      citizenship: null,
      birth_date: birthDate,
    };
  });
  for (let i = 0; i < identities.length; i += UPDATE_BATCH) {
    await db.execute(sql`
      update clients c set iin = r.iin, document_type = r.document_type,
        document_number = r.document_number, citizenship = r.citizenship, birth_date = r.birth_date
      from jsonb_to_recordset(${JSON.stringify(identities.slice(i, i + UPDATE_BATCH))}::jsonb)
        as r(id int, iin text, document_type text, document_number text, citizenship text,
          birth_date date)
      where c.id = r.id`);
  }
}

function addDays(day: string, days: number) {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/**
 * The register: self-restrictions signed at the demo halls' desks by their managers over the
 * last two years (6 months to 5 years each), and the official lists head office imported — some
 * of their people the chain's clients, so the door has refusals to show.
 */
async function seedRegister(db: Db, today: string, now: Date) {
  const clients = await queryRows<{ id: number; iin: string; hall_id: number }>(
    db,
    sql`select id, iin, hall_id from clients where iin is not null order by id`,
  );
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where login = 'admin'`,
  );
  const managers = await queryRows<{ hall_id: number; user_id: number }>(
    db,
    sql`select distinct on (uh.hall_id) uh.hall_id, u.id as user_id
        from user_halls uh join users u on u.id = uh.user_id
        where u.role = 'manager' order by uh.hall_id, u.id`,
  );
  const managerOf = new Map(managers.map((m) => [m.hall_id, m.user_id]));
  const entries: Record<string, unknown>[] = [];
  let n = 0;
  const pickClient = () => clients[(n++ * 7919 + 13) % clients.length];
  for (let i = 0; i < RESTRICTED_CLIENTS.self; i++) {
    const client = pickClient();
    const from = addDays(today, -((i * 29) % 700));
    const months = [6, 12, 24, 36, 60][i % 5];
    const signedAt = new Date(Date.parse(`${from}T06:30:00Z`) + (i % 7) * 3_600_000);
    entries.push({
      person: personKey({ iin: client.iin, documentType: null, documentNumber: null }),
      iin: client.iin,
      source: 'self',
      starts_on: from,
      ends_on: addMonths(from, months),
      application_no: `СО-${from.slice(0, 4)}-${String(100 + i).padStart(4, '0')}`,
      hall_id: client.hall_id,
      created_by: managerOf.get(client.hall_id) ?? admin.id,
      created_at: signedAt > now ? now.toISOString() : signedAt.toISOString(),
    });
  }
  const listed = (source: 'debtors' | 'list', iin: string, i: number) => {
    const from = addDays(today, -((i * 13) % 500));
    entries.push({
      person: personKey({ iin, documentType: null, documentNumber: null }),
      iin,
      source,
      starts_on: from,
      ends_on: source === 'debtors' ? addMonths(from, 36) : addMonths(from, 12),
      application_no: null,
      hall_id: null,
      created_by: admin.id,
      created_at: new Date(Math.min(Date.parse(`${from}T04:00:00Z`), now.getTime())).toISOString(),
    });
  };
  for (const source of ['debtors', 'list'] as const) {
    for (let i = 0; i < RESTRICTED_CLIENTS[source]; i++) listed(source, pickClient().iin, i);
    for (let i = 0; i < RESTRICTED_OTHERS[source]; i++) {
      const birthDate = addDays(yearsBefore(today, 22 + (i % 50)), -((i * 53) % 365));
      listed(source, iinOf(birthDate, (i * 7 + 5000) % 10_000, i % 3 === 0), i);
    }
  }
  await db.execute(sql`
    insert into restrictions (person, iin, source, starts_on, ends_on, application_no, hall_id,
      created_by, created_at)
    select person, iin, source, starts_on, ends_on, application_no, hall_id, created_by, created_at
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      as r(person text, iin text, source text, starts_on date, ends_on date, application_no text,
        hall_id int, created_by int, created_at timestamptz)
    on conflict do nothing`);
}

/**
 * A year of guests turned away at the demo doors, as the door records them: one to three a day
 * at a busy hall, seven in ten of them under 21, the rest restricted.
 */
async function seedRefusals(db: Db) {
  const hallIds = await demoHallIds(db);
  const [cashier] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'cashier' order by id limit 1`,
  );
  await db.execute(sql`
    insert into refused_entries (hall_id, at, reason, user_id, request_key)
    select hall_id, hour + floor(${unit(sql`k`, sql`hall_id`, sql`11`)} * 3600) * interval '1 second',
      case when ${unit(sql`k`, sql`hall_id`, sql`12`)} < 0.3 then 'restricted' else 'under_age' end,
      ${cashier?.id ?? null}, 'demo-' || hall_id || '-' || k
    from ${openHours(hallIds)} as o
    where ${unit(sql`k`, sql`hall_id`, sql`13`)} < 0.1 * traffic
    on conflict do nothing`);
}

/** The door's side of the demo: identities, the register and a year of refusals. */
export async function seedRestrictions(db: Db) {
  const now = new Date();
  const today = hallClock().today(now);
  await seedIdentities(db, today);
  await seedRegister(db, today, now);
  await seedRefusals(db);
}
