import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { halls, users } from '../db/schema';
import { ownDesk, type Desk } from '../test/cash-desk';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

const total = (value: string) => ({ total: value });

/** A desk with a shift of 1 000 ₸ and the evening cashier who takes it over. */
async function evening(blind = false) {
  const desk = await ownDesk();
  if (blind) {
    const { db } = await testDatabase();
    await db.update(halls).set({ blindCount: true }).where(eq(halls.id, desk.hallId));
  }
  const shift = (await desk.open('1000')).body;
  const login = await createUser('cashier', [desk.hallId]);
  const next = await signIn(desk.app, login);
  const { db } = await testDatabase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return { desk, shift, next: next.auth, nextId: user.id };
}

const handOver = (desk: Desk, shiftId: number, body: object, key = randomUUID()) =>
  desk.write(`/shifts/${shiftId}/handover`, body, key);
const accept = (desk: Desk, id: number, count: object, auth: object, key = randomUUID()) =>
  desk.write(`/handovers/${id}/accept`, { count }, key, auth);

describe('a handover', () => {
  it('passes the desk when both counts agree: one shift closes and the other opens with that cash', async () => {
    const { desk, shift, next, nextId } = await evening();
    await desk.operate('cash_in', '500');
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('1500') });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', canAccept: false, toUserId: nextId });
    // Counted out: the outgoing shift makes no operations meanwhile.
    expect((await desk.operate('cash_in', '1')).body.error.code).toBe('handover_pending');
    const theirs = (await desk.read('/handovers', next)).items;
    expect(theirs.map((h: Json) => [h.id, h.canAccept])).toEqual([[started.body.id, true]]);
    const taken = await accept(desk, started.body.id, total('1500'), next);
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({
      status: 'accepted',
      toShiftId: expect.any(Number),
      variance: null,
    });
    const closed = await desk.read(`/shifts/${shift.id}`, desk.manager);
    expect(closed).toMatchObject({
      status: 'closed',
      expectedCash: '1500.00',
      countedCash: '1500.00',
    });
    const opened = await desk.read('/shifts/current', next);
    expect(opened.shift).toMatchObject({
      id: taken.body.toShiftId,
      openingCash: '1500.00',
      deskId: shift.deskId,
    });
    expect(await desk.current()).toBeNull();
  });

  it('records the outgoing cashier’s variance when the agreed count is off the ledger', async () => {
    const { desk, shift, next, nextId } = await evening();
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('800') });
    const taken = await accept(desk, started.body.id, total('800'), next);
    expect(taken.body.variance).toMatchObject({ amount: '-200.00', signOff: 'none' });
  });

  it('asks the incoming to count again without a hint, then leaves it to the manager, whose count stands', async () => {
    const { desk, shift, next, nextId } = await evening();
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('1000') });
    const first = await accept(desk, started.body.id, total('990'), next);
    expect(first.status).toBe(409);
    expect(first.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    expect(JSON.stringify(first.body)).not.toMatch(/1000|990|10\b/);
    expect((await accept(desk, started.body.id, total('995'), next)).body.error.attemptsLeft).toBe(
      1,
    );
    const last = await accept(desk, started.body.id, total('990'), next);
    expect(last.status).toBe(202);
    expect(last.body.status).toBe('disputed');
    expect((await accept(desk, started.body.id, total('1000'), next)).body.error.code).toBe(
      'handover_disputed',
    );
    const resolve = (auth: object, body: object) =>
      desk.write(`/handovers/${started.body.id}/resolve`, body, randomUUID(), auth);
    expect((await resolve(next, { count: total('990'), reason: 'x' })).status).toBe(403);
    expect((await resolve(desk.manager, { count: total('990') })).status).toBe(400);
    const resolved = await resolve(desk.manager, {
      count: total('990'),
      reason: 'Пересчитали вместе',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', variance: { amount: '-10.00' } });
    expect((await desk.read('/shifts/current', next)).shift.openingCash).toBe('990.00');
  });

  it('goes to a person of the hall in work only, accepted by that person alone', async () => {
    const { desk, shift, next, nextId } = await evening();
    const foreign = await createUser('cashier', [await createHall()]);
    const { db } = await testDatabase();
    const [stranger] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, foreign));
    const locked = await createUser('cashier', [desk.hallId]);
    await db.update(users).set({ disabled: true }).where(eq(users.login, locked));
    const [gone] = await db.select({ id: users.id }).from(users).where(eq(users.login, locked));
    for (const toUserId of [stranger.id, gone.id, 999_999]) {
      const refused = await handOver(desk, shift.id, { toUserId, count: total('1000') });
      expect([toUserId, refused.status]).toEqual([toUserId, 400]);
      expect(refused.body.error.fields.toUserId).toMatch(/[А-Яа-я]/);
    }
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('1000') });
    expect((await accept(desk, started.body.id, total('1000'), desk.manager)).status).toBe(403);
    expect((await accept(desk, started.body.id, total('1000'), desk.cashier)).status).toBe(403);
    // Accepted twice at once: one takes the desk.
    const both = await Promise.all([
      accept(desk, started.body.id, total('1000'), next),
      accept(desk, started.body.id, total('1000'), next),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual([201, 409]);
  });

  it('is refused to an incoming who has opened a shift of their own meanwhile, as an opening is', async () => {
    const { desk, shift, next, nextId } = await evening();
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('1000') });
    const added = await callApi(desk.app, 'POST', `${desk.base}/cash-desks`, desk.manager, {
      kind: 'window',
      name: 'Касса 2',
    });
    const own = await desk.write(
      '/shifts',
      { deskId: added.body.id, openingCash: '0' },
      undefined,
      next,
    );
    expect(own.status).toBe(201);
    const taken = await accept(desk, started.body.id, total('1000'), next);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'shift_held',
      message: 'У вас уже открыта смена: сначала закройте или передайте её',
    });
    // The manager's resolution meets the same constraint, told of the incoming.
    const resolved = await desk.write(
      `/handovers/${started.body.id}/resolve`,
      { count: total('1000'), reason: 'Пересчитали вместе' },
      undefined,
      desk.manager,
    );
    expect(resolved.status).toBe(409);
    expect(resolved.body.error).toMatchObject({
      code: 'shift_held',
      message: 'У принимающего уже открыта смена',
    });
    // Nothing was passed: the outgoing shift still waits for its handover.
    expect(await desk.current()).toMatchObject({ id: shift.id, status: 'open' });
  });

  it('offers the hall’s staff in work who hold no shift, never the one handing over', async () => {
    const { desk, nextId } = await evening();
    const { db } = await testDatabase();
    const locked = await createUser('cashier', [desk.hallId]);
    await db.update(users).set({ disabled: true }).where(eq(users.login, locked));
    const [gone] = await db.select({ id: users.id }).from(users).where(eq(users.login, locked));
    const foreign = await createUser('cashier', [await createHall()]);
    const [stranger] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, foreign));
    const people = async (auth: object) =>
      (await desk.read('/handovers/candidates', auth)).items.map((u: Json) => u.id);
    const offered = await people(desk.cashier);
    expect(offered).toContain(nextId);
    for (const absent of [gone.id, stranger.id]) expect(offered).not.toContain(absent);
    // The cashier holds the desk's shift, so the manager is not offered them; they are offered
    // the manager, who holds none.
    const managerSees = await people(desk.manager);
    expect(managerSees).toContain(nextId);
    expect(managerSees.length).toBe(offered.length - 1);
  });

  it('is called off by the outgoing cashier, and the shift goes on', async () => {
    const { desk, shift, nextId } = await evening();
    const started = await handOver(desk, shift.id, { toUserId: nextId, count: total('1000') });
    const cancelled = await desk.write(`/handovers/${started.body.id}/cancel`, {}, randomUUID());
    expect(cancelled.body.status).toBe('cancelled');
    expect((await desk.operate('cash_in', '1')).status).toBe(201);
  });

  it('in a blind hall asks the outgoing count off the ledger again', async () => {
    const { desk, shift, nextId } = await evening(true);
    const first = await handOver(desk, shift.id, { toUserId: nextId, count: total('900') });
    expect(first.body.error).toMatchObject({ code: 'recount', attemptsLeft: 2 });
    expect(
      (await handOver(desk, shift.id, { toUserId: nextId, count: total('1000') })).status,
    ).toBe(201);
  });
});
