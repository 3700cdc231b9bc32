import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { halls, phoneRequests } from '../db/schema';
import { addClient, freshPhone } from '../test/clients';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;
type Auth = { authorization: string };

/** Files a request in `hallId` as `auth` for a new client of that hall; returns its id. */
async function file(app: App, hallId: number, auth: Auth): Promise<number> {
  const { phone } = await addClient(hallId, 'Клиент Очереди');
  const { status, body } = await callApi(
    app,
    'POST',
    `/api/halls/${hallId}/phone-requests`,
    { ...auth, 'idempotency-key': randomUUID() },
    {
      oldPhone: phone,
      newPhone: freshPhone(),
      reason: 'Клиент сменил оператора',
      employeePhone: '+7 (701) 555-12-34',
      employeeName: 'Сапарова Айгерим',
    },
  );
  expect(status).toBe(201);
  return body.id;
}

/** Two halls of their own, with who works where, and four requests filed in them. */
async function twoHalls() {
  const app = await testApp();
  const [a, b] = [await createHall(), await createHall()];
  const as = async (role: 'cashier' | 'manager' | 'admin', hallIds: number[]) =>
    (await signIn(app, await createUser(role, hallIds))).auth;
  const people = {
    admin: await as('admin', []),
    managerOfBoth: await as('manager', [a, b]),
    managerOfA: await as('manager', [a]),
    cashierA: await as('cashier', [a]),
    otherCashierA: await as('cashier', [a]),
    cashierB: await as('cashier', [b]),
  };
  const filed = {
    a1: await file(app, a, people.cashierA),
    a2: await file(app, a, people.cashierA),
    a3: await file(app, a, people.otherCashierA),
    b1: await file(app, b, people.cashierB),
  };
  const queue = async (auth: Auth, query = '') => {
    const { status, body } = await callApi(
      app,
      'GET',
      `/api/phone-requests?pageSize=100&${query}`,
      auth,
    );
    return { status, body, ids: status === 200 ? body.items.map((r: Json) => r.id) : [] };
  };
  return { app, a, b, people, filed, queue };
}

describe('the approval queue', () => {
  it('gives an admin every hall, each row naming its hall', async () => {
    const { a, b, people, filed, queue } = await twoHalls();
    const mine = await queue(people.admin, `status=new&sort=createdAt`);
    expect(mine.ids).toEqual(expect.arrayContaining(Object.values(filed)));
    const names = new Set(mine.body.items.map((r: Json) => r.hallId));
    expect(names.has(a) && names.has(b)).toBe(true);
    const row = mine.body.items.find((r: Json) => r.id === filed.b1);
    expect(row).toMatchObject({ hallId: b, status: 'new', canDecide: true });
    expect(row.hallName).toMatch(/^Тестовый зал/);
    // The demo halls' requests are in the same queue.
    expect(mine.body.items.some((r: Json) => r.hallId === 1)).toBe(true);
    const onlyA = await queue(people.admin, `hallId=${a}`);
    expect(onlyA.ids.sort()).toEqual([filed.a1, filed.a2, filed.a3].sort());
  });

  it('gives a manager the halls they work in, and refuses another hall', async () => {
    const { b, people, filed, queue } = await twoHalls();
    expect((await queue(people.managerOfBoth)).ids.sort()).toEqual(Object.values(filed).sort());
    expect((await queue(people.managerOfA)).ids.sort()).toEqual(
      [filed.a1, filed.a2, filed.a3].sort(),
    );
    const refused = await queue(people.managerOfA, `hallId=${b}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('hall_forbidden');
    expect((await queue(people.managerOfA, 'hallId=1')).status).toBe(403);
    expect((await queue(people.managerOfA)).body.items.every((r: Json) => !r.canDecide)).toBe(true);
  });

  it('gives a cashier only the requests they filed', async () => {
    const { b, people, filed, queue } = await twoHalls();
    expect((await queue(people.cashierA)).ids.sort()).toEqual([filed.a1, filed.a2].sort());
    expect((await queue(people.otherCashierA)).ids).toEqual([filed.a3]);
    expect((await queue(people.cashierA, `hallId=${b}`)).status).toBe(403);
  });

  it('refuses a malformed hall id and answers 401 without a session', async () => {
    const { app, people, queue } = await twoHalls();
    const bad = await queue(people.admin, 'hallId=1;drop');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('hallId');
    expect((await callApi(app, 'GET', '/api/phone-requests', {})).status).toBe(401);
  });

  it('takes each row’s days in its own hall’s zone', async () => {
    const { a, b, people, filed, queue } = await twoHalls();
    const { db } = await testDatabase();
    await db.update(halls).set({ timezone: 'Europe/Moscow' }).where(eq(halls.id, b));
    // 20:30 UTC: already the 24th in Almaty (hall a), still the 23rd in Moscow (hall b).
    await db
      .update(phoneRequests)
      .set({ createdAt: new Date('2026-11-23T20:30:00Z') })
      .where(inArray(phoneRequests.id, [filed.a1, filed.b1]));
    await db
      .update(phoneRequests)
      .set({ createdAt: new Date('2026-11-20T08:00:00Z') })
      .where(inArray(phoneRequests.id, [filed.a2, filed.a3]));
    const day24 = await queue(people.managerOfBoth, 'from=2026-11-24&to=2026-11-24');
    expect(day24.ids).toEqual([filed.a1]);
    const day23 = await queue(people.managerOfBoth, 'from=2026-11-23&to=2026-11-23');
    expect(day23.ids).toEqual([filed.b1]);
    expect(day24.body.items[0].hallId).toBe(a);
  });

  it('sorts by hall', async () => {
    const { people, queue } = await twoHalls();
    const names = (await queue(people.managerOfBoth, 'sort=hall&order=asc')).body.items.map(
      (r: Json) => r.hallName,
    );
    const reversed = (await queue(people.managerOfBoth, 'sort=hall&order=desc')).body.items.map(
      (r: Json) => r.hallName,
    );
    expect(names).toEqual([...reversed].reverse());
    expect(new Set(names).size).toBe(2);
  });
});
