import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { fiscalDocuments, fiscalRegisters, hallExceptions } from '../db/schema';
import { queryRows } from '../db/database';
import { detectExceptions } from '../exceptions/detect-exceptions';
import {
  callApi,
  closeTestDatabase,
  secondInstance,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';
import { fiscalDesk, servedSimulator, type ServedSimulator } from '../test/fiscal-desk';
import { webkassaClient } from './webkassa-client';
import { runFiscalRound } from './fiscal-sender';
import { RETRY_FIRST_MS, RETRY_MAX_MS } from './register-outcomes';

let served: ServedSimulator;
beforeAll(async () => {
  served = await servedSimulator();
});
afterEach(() => {
  served.simulator.setFaults({ latencyMs: 0, down: false, offline: false, downFor: [] });
  served.simulator.faults.refuseNext.length = 0;
});
afterAll(async () => {
  await served.close();
  await closeTestDatabase();
});

const checksOf = (external: string) =>
  served.simulator.log.filter((e) => e.path === 'check' && e.externalNumber === external).length;

/** The hall's cheques (the opening's cash put in is the shift tests' matter). */
async function documentsOf(hallId: number) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(fiscalDocuments)
    .where(
      and(eq(fiscalDocuments.hallId, hallId), inArray(fiscalDocuments.kind, ['sale', 'return'])),
    )
    .orderBy(fiscalDocuments.id);
}

const chequesSent = (cashbox: string) =>
  served.simulator.log.filter((e) => e.cashbox === cashbox && e.path === 'check');

describe('a sale on a linked desk', () => {
  it('is paid at once with its cheque pending, and the worker brings the cheque', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const sold = await desk.sell(2);
    expect(sold.fiscal).toMatchObject({ status: 'pending', checkNumber: null, ticketUrl: null });

    expect(await desk.round()).toBeGreaterThanOrEqual(1);
    const order = await desk.order(sold.id);
    expect(order.fiscal).toMatchObject({
      status: 'issued',
      offline: false,
      uniqueNumber: desk.cashbox,
      taxPayerIn: '150740001357',
      error: null,
    });
    expect(order.fiscal.checkNumber).toMatch(/^\d{12}$/);
    expect(order.fiscal.registrationNumber).toMatch(/^\d{12}$/);
    expect(order.fiscal.ticketUrl).toContain(`i=${order.fiscal.checkNumber}`);
    expect(order.fiscal.ticketUrl).toContain('s=2400.00');
    expect(order.returnFiscal).toBeNull();

    const [doc] = await documentsOf(desk.hallId);
    const cheque = served.simulator.cheque(doc.externalNumber) as Json;
    expect(cheque.CheckNumber).toBe(order.fiscal.checkNumber);
  });

  it('has no cheque on a desk that is not linked', async () => {
    const desk = await fiscalDesk(served);
    const unlinked = await desk.app.request(`${desk.base}/cash-desks/${desk.deskId}/fiscal`, {
      method: 'DELETE',
      headers: desk.admin,
    });
    expect(unlinked.status).toBe(204);
    await desk.open('10000');
    const sold = await desk.sell();
    expect(sold.fiscal).toBeNull();
    expect(await documentsOf(desk.hallId)).toHaveLength(0);
  });

  it('keeps one key for ever: a retried sale makes one order and one cheque', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([desk.sell(1, key), desk.sell(1, key)]);
    expect(a.id).toBe(b.id);
    await desk.round();
    const docs = await documentsOf(desk.hallId);
    expect(docs).toHaveLength(1);
    expect(checksOf(docs[0].externalNumber)).toBe(1);
  });
});

describe('a cancelled sale', () => {
  it('gets a return cheque that names its sale, never a cancellation', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const sold = await desk.sell();
    await desk.round();
    const { status, body } = await desk.write(`/orders/${sold.id}/cancel`, null);
    expect(status).toBe(200);
    expect(body.returnFiscal).toMatchObject({ status: 'pending' });
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.returnFiscal.status).toBe('issued');
    expect(order.returnFiscal.checkNumber).not.toBe(order.fiscal.checkNumber);

    const [sale, back] = await documentsOf(desk.hallId);
    expect(back.kind).toBe('return');
    const request = back.request as Json;
    expect(request.OperationType).toBe(3);
    // The basis went with the request; the stored request keeps the cheque as the sale made it.
    const issued = served.simulator.log.find((e) => e.externalNumber === back.externalNumber);
    expect(issued).toBeDefined();
    expect(sale.checkNumber).toBe(order.fiscal.checkNumber);
  });

  it('cancelled before its cheque came waits for the sale, then returns it', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const sold = await desk.sell();
    await desk.write(`/orders/${sold.id}/cancel`, null);
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.fiscal.status).toBe('issued');
    expect(order.returnFiscal.status).toBe('issued');
    expect(chequesSent(desk.cashbox)).toHaveLength(2);
  });
});

describe('the register unreachable', () => {
  it('lets the sales go on; the cheques follow in order, each number sent once', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('100000');
    await desk.round(); // the opening cash put in
    served.simulator.setFaults({ down: true });
    const sales = [];
    for (let i = 0; i < 5; i += 1) sales.push(await desk.sell());
    // Ten minutes of rounds against a register that answers 503.
    for (let minute = 0; minute < 10; minute += 1) {
      await desk.round();
      clock.advance(60_000);
    }
    for (const sale of sales) expect((await desk.order(sale.id)).fiscal.status).toBe('pending');
    const [first] = await documentsOf(desk.hallId);
    expect(first.lastError).toBe('Касса ответила 503');
    expect(first.attempts).toBeGreaterThan(1);
    // The rest waited behind the first: one request at a time, in the order of the sales.
    const later = (await documentsOf(desk.hallId)).slice(1);
    expect(later.every((d) => d.attempts === 0)).toBe(true);

    served.simulator.setFaults({ down: false });
    clock.advance(5 * 60_000);
    await desk.round();
    const docs = await documentsOf(desk.hallId);
    expect(docs.map((d) => d.status)).toEqual(Array(5).fill('issued'));
    const sent = chequesSent(desk.cashbox);
    expect(sent.map((e) => e.externalNumber)).toEqual(docs.map((d) => d.externalNumber));
  });

  it('waits longer after each failure, up to five minutes', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    await desk.round(); // the opening cash put in
    served.simulator.setFaults({ down: true });
    await desk.sell();
    await desk.round();
    const [doc] = await documentsOf(desk.hallId);
    expect(doc.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(RETRY_FIRST_MS);
    // Before it is due, nothing is sent.
    const before = served.simulator.requests;
    clock.advance(RETRY_FIRST_MS - 1);
    await desk.round();
    expect(served.simulator.requests).toBe(before);
    clock.advance(1);
    await desk.round();
    const [again] = await documentsOf(desk.hallId);
    expect(again.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(2 * RETRY_FIRST_MS);
    served.simulator.setFaults({ down: false });
    clock.advance(2 * RETRY_FIRST_MS);
    await desk.round();
    expect((await documentsOf(desk.hallId))[0].status).toBe('issued');
  });
});

describe('a register down for long', () => {
  it('is asked again at most every five minutes: the backoff reaches its cap and stays there', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    await desk.round(); // the opening cash put in
    served.simulator.setFaults({ downFor: [desk.cashbox] });
    await desk.sell();
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      await desk.round();
      const [doc] = await documentsOf(desk.hallId);
      const wait = doc.nextAttemptAt!.getTime() - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits).toEqual([
      RETRY_FIRST_MS,
      2 * RETRY_FIRST_MS,
      4 * RETRY_FIRST_MS,
      8 * RETRY_FIRST_MS,
      16 * RETRY_FIRST_MS,
      32 * RETRY_FIRST_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
    served.simulator.setFaults({ downFor: [] });
    await desk.round();
    expect((await documentsOf(desk.hallId))[0].status).toBe('issued');
  });
});

describe('an answer that comes too late', () => {
  it('is sent again under the same number, and the register’s «exists» is read back', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    await desk.round(); // the opening cash put in
    const sold = await desk.sell();
    served.simulator.setFaults({ latencyMs: 400 });
    const impatient = webkassaClient({ url: served.url, timeoutMs: 150 });
    await desk.round(impatient);
    const [doc] = await documentsOf(desk.hallId);
    expect(doc.status).toBe('pending');
    expect(doc.lastError).toBe('Касса не ответила за 150 мс');
    await new Promise((resolve) => setTimeout(resolve, 500));
    served.simulator.setFaults({ latencyMs: 0 });
    clock.advance(RETRY_FIRST_MS);
    // The register did register it: the resend hears 14 and reads the cheque by its number.
    await desk.round(webkassaClient({ url: served.url, timeoutMs: 2_000 }));
    const order = await desk.order(sold.id);
    expect(order.fiscal.status).toBe('issued');
    expect(order.fiscal.checkNumber).toBe(
      (served.simulator.cheque(doc.externalNumber) as Json).CheckNumber,
    );
    expect(checksOf(doc.externalNumber)).toBe(1);
  });
});

describe('the register’s refusals', () => {
  it('a 200 that carries Errors fails the cheque and opens a fiscal exception', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    const sold = await desk.sell();
    served.simulator.setFaults({
      refuseNext: [{ Code: 9, Text: 'Неверная ставка НДС в позиции 1' }],
    });
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.fiscal).toMatchObject({
      status: 'failed',
      error: 'Касса ККМ не приняла документ: Неверная ставка НДС в позиции 1 (код 9)',
    });
    const { db } = await testDatabase();
    await detectExceptions(db, new Date());
    const found = await db
      .select()
      .from(hallExceptions)
      .where(and(eq(hallExceptions.hallId, desk.hallId), eq(hallExceptions.kind, 'fiscal')));
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'fiscal',
        severity: 'high',
        subject: `Касса 1, заказ № ${sold.id}`,
      }),
    ]);
    expect(found[0].description).toContain('Неверная ставка НДС');
  });

  it('a refused cheque goes again once the manager has fixed its cause, at the rate now', async () => {
    const desk = await fiscalDesk(served);
    const other = await fiscalDesk(served);
    await desk.open('10000');
    const sold = await desk.sell();
    served.simulator.setFaults({ refuseNext: [{ Code: 9, Text: 'Неверная ставка НДС' }] });
    await desk.round();
    expect((await desk.order(sold.id)).fiscal.status).toBe('failed');
    const retry = (auth: object, base = desk.base) =>
      callApi(desk.app, 'POST', `${base}/orders/${sold.id}/fiscal/retry`, {
        ...auth,
        'idempotency-key': crypto.randomUUID(),
      });
    expect((await retry(desk.cashier)).status).toBe(403);
    expect((await retry(desk.manager, other.base)).status).toBe(403);
    // The manager sets the product's rate; the cheque is rebuilt with it, under its old number.
    const product = (await desk.read('/products', desk.manager)).items[0];
    await callApi(desk.app, 'PATCH', `${desk.base}/products/${product.id}`, desk.manager, {
      version: product.version,
      vatRate: 16,
    });
    const again = await retry(desk.manager);
    expect(again.status).toBe(200);
    expect(again.body.fiscal).toMatchObject({ status: 'pending', error: null });
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.fiscal).toMatchObject({ status: 'issued', vatTotal: '165.52' });
    const [doc] = await documentsOf(desk.hallId);
    expect((served.simulator.cheque(doc.externalNumber) as Json).CheckNumber).toBe(
      order.fiscal.checkNumber,
    );
    const twice = await retry(desk.manager);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('У заказа нет непробитого чека');
  });

  it('a cancelled order whose sale was refused gets its return once the sale is retried', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.round(); // the opening cash put in
    const sold = await desk.sell();
    served.simulator.setFaults({ refuseNext: [{ Code: 9, Text: 'Касса отказала' }] });
    await desk.round();
    await desk.write(`/orders/${sold.id}/cancel`, null);
    expect((await desk.order(sold.id)).returnFiscal).toBeNull();
    const again = await callApi(desk.app, 'POST', `${desk.base}/orders/${sold.id}/fiscal/retry`, {
      ...desk.manager,
      'idempotency-key': crypto.randomUUID(),
    });
    expect(again.status).toBe(200);
    await desk.round();
    const order = await desk.order(sold.id);
    expect(order.fiscal.status).toBe('issued');
    expect(order.returnFiscal.status).toBe('issued');
  });

  it('an ended session is signed into again once, and the cheque goes', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    await desk.sell();
    await desk.round();
    served.simulator.expireTokens();
    const sold = await desk.sell();
    await desk.round();
    expect((await desk.order(sold.id)).fiscal.status).toBe('issued');
  });

  it('a password that stopped working stops the register: an exception, no loop of sign-ins', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    await desk.sell();
    await desk.round();
    served.simulator.setAccount(desk.credentials.login, {
      password: 'changed-in-the-cabinet',
      apiKey: desk.credentials.apiKey,
    });
    const sold = await desk.sell();
    await desk.round();
    const signIns = served.simulator.signIns(desk.credentials.login);
    const sent = served.simulator.log.length;
    for (let i = 0; i < 5; i += 1) {
      clock.advance(10 * 60_000);
      await desk.round();
    }
    expect(served.simulator.signIns(desk.credentials.login)).toBe(signIns);
    expect(chequesSent(desk.cashbox)).toHaveLength(1);
    expect(served.simulator.log.length).toBeGreaterThanOrEqual(sent);
    expect((await desk.order(sold.id)).fiscal.status).toBe('pending');
    const { db } = await testDatabase();
    const [register] = await db
      .select()
      .from(fiscalRegisters)
      .where(eq(fiscalRegisters.deskId, desk.deskId));
    expect(register.authError).toBe('Неверный логин или пароль (код 1)');
    await detectExceptions(db, clock.now());
    const [exception] = await db
      .select()
      .from(hallExceptions)
      .where(
        and(eq(hallExceptions.hallId, desk.hallId), like(hallExceptions.key, 'fiscal:auth:%')),
      );
    expect(exception).toMatchObject({ kind: 'fiscal', severity: 'high' });
    expect(exception.description).toContain('отказала во входе');

    // Head office enters the new password: the cheque goes.
    served.simulator.setAccount(desk.credentials.login, {
      password: 'changed-in-the-cabinet',
      apiKey: desk.credentials.apiKey,
    });
    const relinked = await desk.link({ ...desk.credentials, password: 'changed-in-the-cabinet' });
    expect(relinked.status).toBe(200);
    expect(relinked.body.signInRefused).toBeNull();
    await desk.round();
    expect((await desk.order(sold.id)).fiscal.status).toBe('issued');
  });

  it('a shift over 24 hours holds the register and tells the manager', async () => {
    const clock = testClock(new Date());
    const desk = await fiscalDesk(served, clock.now);
    await desk.open('10000');
    await desk.sell();
    await desk.round();
    served.simulator.register(desk.cashbox)!.shiftOpenedAt = new Date(Date.now() - 25 * 3_600_000);
    const sold = await desk.sell();
    await desk.round();
    const [, held] = await documentsOf(desk.hallId);
    expect(held).toMatchObject({ status: 'pending', errorCode: 11 });
    clock.advance(16 * 60_000);
    const { db } = await testDatabase();
    await detectExceptions(db, clock.now());
    const [exception] = await db
      .select()
      .from(hallExceptions)
      .where(and(eq(hallExceptions.hallId, desk.hallId), eq(hallExceptions.kind, 'fiscal')));
    expect(exception).toMatchObject({ kind: 'fiscal', severity: 'high' });
    expect(exception.description).toContain('Продолжительность смены превышает 24 часа');
    expect((await desk.order(sold.id)).fiscal).toMatchObject({ status: 'pending' });
  });

  it('offline, the register still issues: the cheque is marked «автономный режим»', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('10000');
    served.simulator.setFaults({ offline: true });
    const sold = await desk.sell();
    await desk.round();
    expect((await desk.order(sold.id)).fiscal).toMatchObject({ status: 'issued', offline: true });
  });
});

describe('fifty senders at once', () => {
  it('send each document once, in order, though every first answer is lost', async () => {
    const desk = await fiscalDesk(served);
    await desk.open('100000');
    for (let i = 0; i < 12; i += 1) await desk.sell();
    // The answer to each cheque's first send is lost on the way back: it is sent again and hears 14.
    const heard = new Set<string>();
    const flaky: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const number = JSON.parse(String(init?.body ?? '{}')).ExternalCheckNumber as string;
      if (String(input).endsWith('/check') && !heard.has(number)) {
        heard.add(number);
        await answer.body?.cancel();
        throw new TypeError('fetch failed');
      }
      return answer;
    };
    const client = webkassaClient({ url: served.url, timeoutMs: 2_000, fetch: flaky });
    const { db } = await testDatabase();
    const second = await secondInstance();
    const clock = testClock(new Date());
    for (let round = 0; round < 30; round += 1) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          runFiscalRound(i % 2 ? second.db : db, client, clock.now, { leaseMs: 60_000, lanes: 1 }),
        ),
      );
      if ((await documentsOf(desk.hallId)).every((d) => d.status === 'issued')) break;
      clock.advance(5 * 60_000);
    }
    await second.close();
    const docs = await documentsOf(desk.hallId);
    expect(docs.map((d) => d.status)).toEqual(Array(12).fill('issued'));
    const sent = chequesSent(desk.cashbox);
    expect(sent.map((e) => e.externalNumber)).toEqual(docs.map((doc) => doc.externalNumber));
    for (const doc of docs) {
      expect(doc.checkNumber).toBe(
        (served.simulator.cheque(doc.externalNumber) as Json).CheckNumber,
      );
    }
  });
});

describe('two instances sending', () => {
  it('send each document once, one at a time per register, in the order of the sales', async () => {
    const desk = await fiscalDesk(served);
    const other = await fiscalDesk(served);
    await desk.open('100000');
    await other.open('100000');
    served.simulator.setFaults({ latencyMs: 15 });
    for (let i = 0; i < 6; i += 1) {
      await desk.sell();
      await other.sell();
    }
    const second = await secondInstance();
    const options = { leaseMs: 60_000, lanes: 2 };
    await Promise.all([
      desk.round(),
      runFiscalRound(second.db, served.client, () => new Date(), options),
      other.round(),
    ]);
    await second.close();
    for (const d of [desk, other]) {
      const docs = await documentsOf(d.hallId);
      expect(docs.every((doc) => doc.status === 'issued')).toBe(true);
      const sent = chequesSent(d.cashbox);
      expect(sent.map((e) => e.externalNumber)).toEqual(docs.map((doc) => doc.externalNumber));
    }
    const { db } = await testDatabase();
    const [{ claimed }] = await queryRows<{ claimed: number }>(
      db,
      sql`select count(*)::int as claimed from fiscal_registers where claim_token is not null`,
    );
    expect(claimed).toBe(0);
  });
});
