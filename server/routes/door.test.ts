import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { addClient, freshIin, freshPhone } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  secondInstance,
  signIn,
  testApp,
  testClock,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

const checkIn = (app: App, hallId: number, auth: object, body: object, key = randomUUID()) =>
  callApi(app, 'POST', `/api/halls/${hallId}/visits`, { ...auth, 'idempotency-key': key }, body);

async function door(at = new Date(), timezone?: string) {
  const clock = testClock(at);
  const app = await testApp({ now: clock.now });
  const hallId = await createHall(timezone ? { timezone } : {});
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  return { app, hallId, cashier, clock };
}

/** An entry of the register, as a list import or a signed application would have written it. */
async function restrict(
  iin: string,
  source: 'self' | 'debtors' | 'list',
  from: string,
  to: string,
) {
  const { db } = await testDatabase();
  await queryRows(
    db,
    sql`insert into restrictions (person, iin, source, starts_on, ends_on, created_at)
        values (${`iin:${iin}`}, ${iin}, ${source}, ${from}::date, ${to}::date, now())`,
  );
}

async function doorRecords(hallId: number) {
  const { db } = await testDatabase();
  const [counts] = await queryRows<{ visits: number; under_age: number; restricted: number }>(
    db,
    sql`select (select count(*) from visits where hall_id = ${hallId})::int as visits,
          (select count(*) from refused_entries where hall_id = ${hallId}
            and reason = 'under_age')::int as under_age,
          (select count(*) from refused_entries where hall_id = ${hallId}
            and reason = 'restricted')::int as restricted`,
  );
  return counts;
}

describe('the age of 21 at the door', () => {
  it('turns a guest away the day before the 21st birthday on the hall’s clock and lets them in on it', async () => {
    // 23:30 on 27 November in Almaty (UTC+5): the guest turns 21 at the hall's midnight.
    const { app, hallId, cashier, clock } = await door(new Date('2026-11-27T18:30:00Z'));
    const iin = freshIin('2005-11-28');
    await addClient(hallId, 'Молодой Гость', { iin });
    const before = await checkIn(app, hallId, cashier, { iin });
    expect(before.status).toBe(403);
    expect(before.body.error).toEqual({ code: 'under_age', message: 'Вход с 21 года' });
    clock.advance(60 * 60_000);
    const on = await checkIn(app, hallId, cashier, { iin });
    expect(on.status).toBe(201);
    expect(await doorRecords(hallId)).toEqual({ visits: 1, under_age: 1, restricted: 0 });
  });

  it('reads the date of a hall in another zone on that hall’s clock', async () => {
    // 19:30 UTC: already the 28th in Almaty (UTC+5), still the 27th in London.
    const at = new Date('2026-11-27T19:30:00Z');
    const iin = freshIin('2005-11-28');
    const almaty = await door(at);
    const london = await door(at, 'Europe/London');
    await addClient(almaty.hallId, 'Гость Зоны', { iin });
    expect((await checkIn(london.app, london.hallId, london.cashier, { iin })).status).toBe(403);
    expect((await checkIn(almaty.app, almaty.hallId, almaty.cashier, { iin })).status).toBe(201);
  });

  it('refuses by the IIN alone, before asking whether the chain knows the guest', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const unknownMinor = await checkIn(app, hallId, cashier, { iin: freshIin('2008-01-15') });
    expect(unknownMinor.body.error.code).toBe('under_age');
  });

  it('judges a foreigner by the birth date the record holds', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const number = `P${String(Date.now()).slice(-8)}`;
    const { db } = await testDatabase();
    await queryRows(
      db,
      sql`insert into clients (hall_id, phone, full_name, registered_at, document_type,
            document_number, citizenship, birth_date)
          values (${hallId}, ${freshPhone()}, 'Ли Вэй', now(),
            'passport', ${number}, 'CHN', '2006-02-01')`,
    );
    const answer = await checkIn(app, hallId, cashier, { document: { type: 'passport', number } });
    expect(answer.body.error.code).toBe('under_age');
  });
});

describe('the register at the door', () => {
  it('turns a restricted guest away with «Вход невозможен», the same bytes whatever the list', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const bodies: string[] = [];
    const headerNames: string[] = [];
    for (const source of ['self', 'debtors', 'list'] as const) {
      const { iin } = await addClient(hallId);
      await restrict(iin, source, '2026-01-01', '2027-01-01');
      const answer = await checkIn(app, hallId, cashier, { iin });
      expect(answer.status).toBe(403);
      bodies.push(JSON.stringify(answer.body));
      headerNames.push([...answer.response.headers.keys()].sort().join());
    }
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(headerNames).size).toBe(1);
    expect(JSON.parse(bodies[0])).toEqual({
      error: { code: 'entry_refused', message: 'Вход невозможен' },
    });
    expect(bodies[0]).not.toMatch(/self|debtor|list|2027|2026/);
    expect(await doorRecords(hallId)).toEqual({ visits: 0, under_age: 0, restricted: 3 });
  });

  it('lets a guest in once the restriction has ended, and not before it starts', async () => {
    const { app, hallId, clock } = await door(new Date('2026-11-27T10:00:00Z'));
    const login = await createUser('cashier', [hallId]);
    // A day apart, the cashier signs in again: a session lapses after hours without a request.
    const nextDay = async () => {
      clock.advance(24 * 3_600_000);
      return (await signIn(app, login)).auth;
    };
    const { iin } = await addClient(hallId);
    await restrict(iin, 'debtors', '2026-11-28', '2026-11-28');
    expect((await checkIn(app, hallId, (await signIn(app, login)).auth, { iin })).status).toBe(201);
    expect((await checkIn(app, hallId, await nextDay(), { iin })).status).toBe(403);
    expect((await checkIn(app, hallId, await nextDay(), { iin })).status).toBe(201);
  });

  it('refuses 20 parallel check-ins of a restricted guest on two instances, counting no visit', async () => {
    const { app, hallId, cashier, clock } = await door(new Date('2026-11-27T10:00:00Z'));
    const second = await secondInstance();
    try {
      const other = await testApp({ db: second.db, instance: second.instance, now: clock.now });
      const { iin } = await addClient(hallId);
      await restrict(iin, 'self', '2026-06-01', '2027-06-01');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          checkIn(i % 2 ? other : app, hallId, cashier, { iin }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(403));
      expect(await doorRecords(hallId)).toEqual({ visits: 0, under_age: 0, restricted: 20 });
    } finally {
      await second.close();
    }
  });

  it('records a retried refusal once, and an unknown restricted person is refused, not offered registration', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const iin = freshIin();
    await restrict(iin, 'list', '2026-01-01', '2030-01-01');
    const key = randomUUID();
    const first = await checkIn(app, hallId, cashier, { iin }, key);
    const retry = await checkIn(app, hallId, cashier, { iin }, key);
    expect([first.status, retry.status]).toEqual([403, 403]);
    expect(await doorRecords(hallId)).toEqual({ visits: 0, under_age: 0, restricted: 1 });
  });

  it('counts the refusals by reason in the hall’s attendance, with no name anywhere', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const { iin } = await addClient(hallId, 'Скрытов Игнат');
    await restrict(iin, 'debtors', '2026-01-01', '2028-01-01');
    await checkIn(app, hallId, cashier, { iin });
    await checkIn(app, hallId, cashier, { iin: freshIin('2006-06-06') });
    await checkIn(app, hallId, cashier, { iin: freshIin('2007-07-07') });
    const manager = (await signIn(app, await createUser('manager', [hallId]))).auth;
    const report = await callApi(
      app,
      'GET',
      `/api/halls/${hallId}/reports/attendance?from=2026-11-27&to=2026-11-27`,
      manager,
    );
    expect(report.body.totals).toMatchObject({
      visits: 0,
      refusedUnderAge: 2,
      refusedRestricted: 1,
    });
    expect(report.body.buckets[0]).toMatchObject({ refusedUnderAge: 2, refusedRestricted: 1 });
    expect(JSON.stringify(report.body)).not.toMatch(/Скрытов|Игнат|\d{12}/);
  });

  it('writes every look-up to the audit: who, where, when and the answer, never whom', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const { iin } = await addClient(hallId);
    await checkIn(app, hallId, cashier, { iin });
    const { db } = await testDatabase();
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from register_lookups where hall_id = ${hallId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'check-in', restricted: false });
    expect(JSON.stringify(rows[0])).not.toContain(iin);
  });
});

describe('a hall where only foreigners may enter (decision 069)', () => {
  const foreigner = async (hallId: number, citizenship: string) => {
    const number = `P${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    const { db } = await testDatabase();
    await queryRows(
      db,
      sql`insert into clients (hall_id, phone, full_name, registered_at, document_type,
            document_number, citizenship, birth_date)
          values (${hallId}, ${freshPhone()}, 'Гость Зоны', now(),
            'passport', ${number}, ${citizenship}, '1980-02-01')`,
    );
    return { type: 'passport', number };
  };

  it('turns a citizen away by IIN or Kazakh document, counts no visit, and lets a foreigner in; the setting applies from the next check-in', async () => {
    const { app, hallId, cashier } = await door(new Date('2026-11-27T10:00:00Z'));
    const admin = (await signIn(app, 'admin')).auth;
    const { iin } = await addClient(hallId);
    const kazakh = await foreigner(hallId, 'KAZ');
    const guest = await foreigner(hallId, 'DEU');
    expect((await checkIn(app, hallId, cashier, { iin })).status).toBe(201);

    const hall = await callApi(app, 'GET', `/api/halls/${hallId}`, admin);
    const unnamed = await callApi(app, 'PATCH', `/api/halls/${hallId}`, admin, {
      version: hall.body.version,
      foreignersOnly: true,
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.fields.foreignersOnlySource).toMatch(/основание/);
    const set = await callApi(app, 'PATCH', `/api/halls/${hallId}`, admin, {
      version: hall.body.version,
      foreignersOnly: true,
      foreignersOnlySource: 'Закон РК от 16.03.2026 об игорных зонах',
    });
    expect(set.status).toBe(200);

    const before = await doorRecords(hallId);
    for (const body of [{ iin }, { document: kazakh }]) {
      const refused = await checkIn(app, hallId, cashier, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'foreigners_only',
        message: 'Вход только для иностранных граждан',
      });
    }
    expect((await doorRecords(hallId)).visits).toBe(before.visits);
    expect((await checkIn(app, hallId, cashier, { document: guest })).status).toBe(201);
    const { db } = await testDatabase();
    const [refusals] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from refused_entries where hall_id = ${hallId} and reason = 'citizen'`,
    );
    expect(refusals.n).toBe(2);
  });
});
