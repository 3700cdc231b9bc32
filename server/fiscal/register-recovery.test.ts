/**
 * The paths that matter on a register's first day in production (`docs/webkassa.md`), each against
 * the simulator answering as Webkassa does: an answer lost on the way back, a money operation or
 * a Z sent again, a Z with nothing to close, a shift over 24 hours, a sign-in that fails for a
 * while, a host that moved, prices with tiyn, an answer the database will not take.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { fiscalDocuments, fiscalRegisters, hallExceptions, products } from '../db/schema';
import { detectExceptions } from '../exceptions/detect-exceptions';
import { callApi, closeTestDatabase, testClock, testDatabase, type Json } from '../test/test-app';
import { fiscalDesk, servedSimulator, type ServedSimulator } from '../test/fiscal-desk';
import { serveSimulator } from './webkassa-simulator';
import { webkassaClient } from './webkassa-client';
import { RETRY_FIRST_MS, UNWRITTEN } from './register-outcomes';

let served: ServedSimulator;
beforeAll(async () => {
  served = await servedSimulator();
});
afterEach(() => {
  served.simulator.setFaults({
    latencyMs: 0,
    down: false,
    offline: false,
    duplicateWithoutData: false,
    lookupNeedsShift: false,
    historyDown: false,
    moved: null,
  });
  served.simulator.faults.refuseNext.length = 0;
});
afterAll(async () => {
  await served.close();
  await closeTestDatabase();
});

async function documentsOf(hallId: number, kinds?: string[]) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(fiscalDocuments)
    .where(
      and(
        eq(fiscalDocuments.hallId, hallId),
        kinds ? inArray(fiscalDocuments.kind, kinds) : undefined,
      ),
    )
    .orderBy(fiscalDocuments.id);
}

const taken = (cashbox: string, path?: string) =>
  served.simulator.log.filter((e) => e.cashbox === cashbox && (!path || e.path === path));

/**
 * One round whose answers are lost on the way back: every call but the sign-in reaches the
 * register, which does what it is asked, and the connection drops before its answer arrives.
 */
async function lostAnswer(desk: Awaited<ReturnType<typeof fiscalDesk>>) {
  const dropping: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    if (String(input).endsWith('/Authorize')) return answer;
    await answer.body?.cancel();
    throw new TypeError('fetch failed');
  };
  await desk.round(webkassaClient({ url: served.url, timeoutMs: 2_000, fetch: dropping }));
}

/** A linked desk on a clock of its own, its shift open and its 10 000 ₸ put into the register. */
async function openedDesk() {
  const clock = testClock(new Date());
  const desk = await fiscalDesk(served, clock.now);
  const shift = (await desk.open('10000')).body as Json;
  await desk.round();
  return { clock, desk, shift };
}

describe('an answer lost on the way back', () => {
  it('is taken from the Data of the resend’s 14: one cheque, its number in the shift, its printed time', async () => {
    const { clock, desk } = await openedDesk();
    const sold = await desk.sell();
    await lostAnswer(desk);
    const [doc] = await documentsOf(desk.hallId, ['sale']);
    expect(doc).toMatchObject({ status: 'pending', lastError: 'Нет связи с кассой' });
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const register = served.simulator.cheque(doc.externalNumber) as Json;
    const order = await desk.order(sold.id);
    expect(order.fiscal).toMatchObject({
      status: 'issued',
      checkNumber: register.CheckNumber,
      orderNumber: register.CheckOrderNumber,
      shiftNumber: register.ShiftNumber,
      address: 'г. Алматы, пр. Абая, 52',
    });
    expect(taken(desk.cashbox, 'check')).toHaveLength(1);
    const [issued] = await documentsOf(desk.hallId, ['sale']);
    expect((issued.answer as Json).DateTime).toBe(register.DateTime);
  });

  it('is found by the look-up in its flat shape when the 14 carries none, with the shift; the return names it as printed', async () => {
    const { clock, desk } = await openedDesk(); // the register's shift is known
    const sold = await desk.sell();
    await lostAnswer(desk);
    served.simulator.setFaults({ duplicateWithoutData: true, lookupNeedsShift: true });
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const [sale] = await documentsOf(desk.hallId, ['sale']);
    const register = served.simulator.cheque(sale.externalNumber) as Json;
    expect(sale).toMatchObject({
      status: 'issued',
      checkNumber: register.CheckNumber,
      orderNumber: register.CheckOrderNumber,
      shiftNumber: register.ShiftNumber,
      registrationNumber: register.Cashbox.RegistrationNumber,
      offline: false,
    });
    // The history's ISO time, written back as the register printed it on the cheque.
    expect((sale.answer as Json).DateTime).toBe(register.DateTime);

    expect((await desk.write(`/orders/${sold.id}/cancel`, null)).status).toBe(200);
    await desk.round();
    const [, back] = await documentsOf(desk.hallId, ['sale', 'return']);
    expect(back.status).toBe('issued');
    expect(served.simulator.chequeRequest(back.externalNumber)!.ReturnBasisDetails).toEqual({
      CheckNumber: register.CheckNumber,
      DateTime: register.DateTime,
      RegistrationNumber: register.Cashbox.RegistrationNumber,
      Total: 1200,
      IsOffline: false,
    });
  });

  it('with no shift on our records, asks the register’s X-report for it', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('0'); // nothing to put in: the sale is the register's first document
    const sold = await desk.sell();
    await lostAnswer(desk);
    served.simulator.setFaults({ duplicateWithoutData: true, lookupNeedsShift: true });
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.fiscal.status).toBe('issued');
    const [sale] = await documentsOf(desk.hallId, ['sale']);
    expect(order.fiscal.checkNumber).toBe(
      (served.simulator.cheque(sale.externalNumber) as Json).CheckNumber,
    );
  });

  it('that cannot be found yet leaves the sale pending, never failed, and is found later', async () => {
    const { clock, desk } = await openedDesk();
    const sold = await desk.sell();
    await lostAnswer(desk);
    // The register says the cheque exists, gives no Data, and its history does not answer.
    served.simulator.setFaults({ duplicateWithoutData: true, historyDown: true });
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const [waiting] = await documentsOf(desk.hallId, ['sale']);
    expect(waiting).toMatchObject({ status: 'pending', errorCode: 14 });
    expect(waiting.lastError).toBe(
      'Чек уже в кассе ККМ, но не найден по номеру: Касса ответила 503',
    );
    expect((await desk.order(sold.id)).fiscal.status).toBe('pending');
    served.simulator.setFaults({ historyDown: false });
    clock.advance(5 * 60_000);
    await desk.round();
    expect((await desk.order(sold.id)).fiscal.status).toBe('issued');
    expect(taken(desk.cashbox, 'check')).toHaveLength(1);
  });
});

describe('a money operation sent again', () => {
  it('hears 14 and is done: the register’s cash stays the desk’s, the next opening moves nothing', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    const shift = (await desk.open('10000')).body;
    await lostAnswer(desk);
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const [put] = await documentsOf(desk.hallId, ['cash_in']);
    expect(put).toMatchObject({ status: 'issued', errorCode: 14 });
    expect(taken(desk.cashbox, 'MoneyOperation')).toHaveLength(1);
    expect(served.simulator.register(desk.cashbox)!.cash).toBe(10000);
    expect((await desk.close(shift.id, '10000')).status).toBe(200);
    expect((await desk.open('10000')).status).toBe(201);
    await desk.round();
    // Nothing drifted: no second 10 000 put in at the next opening.
    expect((await documentsOf(desk.hallId, ['cash_in', 'cash_out'])).length).toBe(1);
    expect(served.simulator.register(desk.cashbox)!.cash).toBe(10000);
  });
});

describe('a Z-report', () => {
  it('with nothing since the last Z hears 13 and is done, not failed; the shift says so', async () => {
    const desk = await fiscalDesk(served);
    const shift = (await desk.open('0')).body;
    expect((await desk.close(shift.id, '0')).status).toBe(200);
    await desk.round();
    const [z] = await documentsOf(desk.hallId, ['z_report']);
    expect(z).toMatchObject({ status: 'issued', errorCode: 13 });
    const report = await desk.read(`/shifts/${shift.id}`, desk.manager);
    expect(report.registerZ).toMatchObject({
      status: 'issued',
      error: null,
      note: 'В кассе ККМ не было документов после прошлого Z-отчёта: закрывать нечего',
    });
    const { db } = await testDatabase();
    await detectExceptions(db, new Date(Date.now() + 60 * 60_000));
    const found = await db
      .select()
      .from(hallExceptions)
      .where(and(eq(hallExceptions.hallId, desk.hallId), eq(hallExceptions.kind, 'fiscal')));
    expect(found).toEqual([]);
  });

  it('sent again after its answer was lost hears 12 and is done', async () => {
    const { clock, desk, shift } = await openedDesk();
    expect((await desk.close(shift.id, '10000')).status).toBe(200);
    await lostAnswer(desk);
    expect(taken(desk.cashbox, 'ZReport')).toHaveLength(1);
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    const [z] = await documentsOf(desk.hallId, ['z_report']);
    expect(z).toMatchObject({ status: 'issued', errorCode: 12 });
    expect(taken(desk.cashbox, 'ZReport')).toHaveLength(1);
  });

  it('goes before a document held by a shift over 24 hours, and the held one follows', async () => {
    const { desk, shift } = await openedDesk();
    served.simulator.register(desk.cashbox)!.shiftOpenedAt = new Date(Date.now() - 25 * 3_600_000);
    const sold = await desk.sell();
    await desk.round();
    const [held] = await documentsOf(desk.hallId, ['sale']);
    expect(held).toMatchObject({ status: 'pending', errorCode: 11 });
    // The desk's card tells the manager what holds the register.
    const desks = (await desk.read('/cash-desks', desk.manager)).items as Json[];
    expect(desks.find((d) => d.id === desk.deskId)!.fiscal.held).toEqual({
      code: 11,
      error: 'Продолжительность смены превышает 24 часа (код 11)',
    });
    // The cashier closes the shift: its Z waits behind the held sale, and goes first.
    expect((await desk.close(shift.id, '11200')).status).toBe(200);
    await desk.round();
    expect(taken(desk.cashbox).map((e) => e.path)).toEqual(['MoneyOperation', 'ZReport', 'check']);
    const order = await desk.order(sold.id);
    expect(order.fiscal).toMatchObject({ status: 'issued', shiftNumber: 2, orderNumber: 1 });
    const [z] = await documentsOf(desk.hallId, ['z_report']);
    expect(z.status).toBe('issued');
    const after = (await desk.read('/cash-desks', desk.manager)).items as Json[];
    expect(after.find((d) => d.id === desk.deskId)!.fiscal.held).toBeNull();
  });
});

describe('signing in', () => {
  it('a transient failure is tried again with backoff; only a wrong password stops the register', async () => {
    const { clock, desk } = await openedDesk();
    served.simulator.expireTokens();
    const sold = await desk.sell();
    served.simulator.setFaults({ down: true });
    await desk.round();
    const { db } = await testDatabase();
    const register = async () =>
      (await db.select().from(fiscalRegisters).where(eq(fiscalRegisters.deskId, desk.deskId)))[0];
    expect((await register()).authFailedAt).toBeNull();
    const [waiting] = await documentsOf(desk.hallId, ['sale']);
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'Касса ответила 503' });
    served.simulator.setFaults({ down: false });
    clock.advance(RETRY_FIRST_MS);
    await desk.round();
    expect((await desk.order(sold.id)).fiscal.status).toBe('issued');

    // The password changed in the cabinet: 1 stops the register, with no loop of sign-ins.
    served.simulator.setAccount(desk.credentials.login, {
      password: 'new',
      apiKey: desk.credentials.apiKey,
    });
    await desk.sell();
    await desk.round();
    const signIns = served.simulator.signIns(desk.credentials.login);
    clock.advance(10 * 60_000);
    await desk.round();
    expect(served.simulator.signIns(desk.credentials.login)).toBe(signIns);
    expect((await register()).authError).toBe('Неверный логин или пароль (код 1)');
  });
});

describe('Webkassa’s host temporarily unavailable (505)', () => {
  it('sends the call to the host its header names; the next calls go there until it is gone', async () => {
    const other = await serveSimulator(served.simulator);
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    served.simulator.setFaults({
      moved: { from: new URL(served.url).host, to: ['ftp://elsewhere.kz', other.url] },
    });
    const client = webkassaClient({ url: served.url, timeoutMs: 2_000 });
    const before = served.simulator.requests;
    await desk.round(client);
    const sold = await desk.sell();
    await desk.round(client);
    expect((await desk.order(sold.id)).fiscal.status).toBe('issued');
    // The opening's first call met the 505 and moved; every later call went straight there.
    expect(served.simulator.requests - before).toBe(4); // 505, sign-in, put in, cheque

    // The other host goes away and the first is back: the calls come home.
    await other.close();
    served.simulator.setFaults({ moved: null });
    const next = await desk.sell();
    await desk.round(client);
    expect((await desk.order(next.id)).fiscal).toMatchObject({
      status: 'pending',
      error: 'Нет связи с кассой',
    });
    clock.advance(RETRY_FIRST_MS);
    await desk.round(client);
    expect((await desk.order(next.id)).fiscal.status).toBe('issued');
  });
});

describe('prices with tiyn', () => {
  it('go with RoundType 0, exact: 450,50 ₸ and 3 × 333,33 ₸ at 16 %', async () => {
    const desk = await fiscalDesk(served);
    const { db } = await testDatabase();
    const [a, b] = await db
      .insert(products)
      .values([
        { hallId: desk.hallId, name: 'Стейк', category: 'Еда', price: 45050n, vatRate: 16 },
        { hallId: desk.hallId, name: 'Сок', category: 'Напитки', price: 33333n, vatRate: 16 },
      ])
      .returning({ id: products.id });
    await desk.open('10000');
    const sale = async (productId: number, quantity: number, total: string) => {
      const { status, body } = await desk.write('/orders', {
        items: [{ productId, quantity }],
        total,
      });
      expect(status).toBe(201);
      return body.id as number;
    };
    const one = await sale(a.id, 1, '450.50');
    const three = await sale(b.id, 3, '999.99');
    await desk.round();
    const first = await desk.order(one);
    const second = await desk.order(three);
    expect(first.fiscal).toMatchObject({ status: 'issued', vat: [{ rate: 16, amount: '62.14' }] });
    expect(first.fiscal.ticketUrl).toContain('s=450.50');
    expect(second.fiscal).toMatchObject({
      status: 'issued',
      vat: [{ rate: 16, amount: '137.93' }],
    });
    expect(second.fiscal.ticketUrl).toContain('s=999.99');
    expect(served.simulator.register(desk.cashbox)!.cash).toBeCloseTo(11450.49, 2);
  });
});

describe('an answer the database will not take', () => {
  it('is tried again, then failed when its resend cannot be written either, and the register goes on', async () => {
    const { clock, desk } = await openedDesk();
    const stuck = await desk.sell();
    const [doc] = await documentsOf(desk.hallId, ['sale']);
    const { db } = await testDatabase();
    // The database refuses to write this one cheque as issued.
    await db.execute(
      sql.raw(`create or replace function refuse_issued() returns trigger language plpgsql as $$
        begin
          if new.external_number = '${doc.externalNumber}' and new.status = 'issued' then
            raise exception 'refused for the test';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_issued before update on fiscal_documents
        for each row execute function refuse_issued()`),
    );
    try {
      const next = await desk.sell();
      await desk.round();
      const [waiting] = await documentsOf(desk.hallId, ['sale']);
      expect(waiting).toMatchObject({ status: 'pending', errorCode: UNWRITTEN });
      clock.advance(5 * 60_000);
      // The resend hears 14 and brings the cheque; the database refuses it again.
      await desk.round();
      const [failed] = await documentsOf(desk.hallId, ['sale']);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, errorCode: UNWRITTEN });
      expect(failed.lastError).toMatch(/^Ответ кассы не удалось записать/);
      // The register's queue went on: the next sale has its cheque.
      expect((await desk.order(next.id)).fiscal.status).toBe('issued');
      await detectExceptions(db, clock.now());
      const [exception] = await db
        .select()
        .from(hallExceptions)
        .where(and(eq(hallExceptions.hallId, desk.hallId), eq(hallExceptions.kind, 'fiscal')));
      expect(exception.subject).toBe(`Касса 1, заказ № ${stuck.id}`);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_issued on fiscal_documents'));
      await db.execute(sql.raw('drop function refuse_issued()'));
    }
    // Once the cause is gone, the manager sends it again: the register's 14 brings the cheque.
    const again = await callApi(desk.app, 'POST', `${desk.base}/orders/${stuck.id}/fiscal/retry`, {
      ...desk.manager,
      'idempotency-key': crypto.randomUUID(),
    });
    expect(again.status).toBe(200);
    await desk.round();
    const order = await desk.order(stuck.id);
    expect(order.fiscal.status).toBe('issued');
    expect(order.fiscal.checkNumber).toBe(
      (served.simulator.cheque(doc.externalNumber) as Json).CheckNumber,
    );
    expect(
      taken(desk.cashbox, 'check').filter((e) => e.externalNumber === doc.externalNumber),
    ).toHaveLength(1);
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from fiscal_registers where claim_token is not null
          and desk_id = ${desk.deskId}`,
    );
    expect(count).toBe(0);
  });
});
