/**
 * A stand-in for Webkassa's cloud registers, written from the shapes of its integrators'
 * collection (API v4, protocol 2.0.3): Authorize, check, the cheque's look-up by its external
 * number, MoneyOperation, XReport and ZReport; its errors (2, 9, 11, 14, 18) answered as
 * `{ "Errors": [...] }` with HTTP 200; offline mode; latency and outages on demand. The tests
 * and the demo drive it (`npm start` runs it for the demo's registers); it keeps everything in
 * memory and forgets it when it stops. `/simulator/*` is its control, for the tests and the walk.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { WEBKASSA_ERRORS } from './webkassa-client';
import {
  cashboxView,
  digitsOf,
  documentTaken,
  money,
  newRegister,
  refused,
  registerDate,
  reportOf,
  SIMULATED_OFD,
  SIMULATED_ORGANIZATION,
  stateError,
  type Register,
} from './simulated-register';

type Account = { password: string; apiKey: string };
export type SimulatorFaults = {
  /** Every answer waits this long. */
  latencyMs: number;
  /** Answers 503 to everything but the control. */
  down: boolean;
  /** Answers 503 to the calls for these registers only (by unique number). */
  downFor: string[];
  /** Registers its documents as a register cut off from the ОФД does (`OfflineMode`). */
  offline: boolean;
  /** The next cheques are refused with these errors, one each. */
  refuseNext: { Code: number; Text: string }[];
};

export type LogEntry = { path: string; cashbox: string; externalNumber: string | null; at: string };

export function webkassaSimulator(options: { now?: () => Date; openAccounts?: boolean } = {}) {
  const now = options.now ?? (() => new Date());
  /** The demo's simulator signs in any cashier it has not met, with the password first given. */
  const openAccounts = options.openAccounts ?? false;
  const accounts = new Map<string, Account>();
  const tokens = new Map<string, string>();
  const registers = new Map<string, Register>();
  const cheques = new Map<string, { cashbox: string; data: Record<string, unknown> }>();
  const moneyOperations = new Map<string, Record<string, unknown>>();
  const log: LogEntry[] = [];
  let requests = 0;
  const signIns = new Map<string, number>();
  let tokenCount = 0;
  const faults: SimulatorFaults = {
    latencyMs: 0,
    down: false,
    downFor: [],
    offline: false,
    refuseNext: [],
  };

  const register = (uniqueNumber: string): Register => {
    let found = registers.get(uniqueNumber);
    if (!found) {
      found = newRegister(uniqueNumber, now());
      registers.set(uniqueNumber, found);
    }
    return found;
  };

  const app = new Hono();

  // Every call of the API (not the control) waits out the latency and meets the outage.
  const gate: MiddlewareHandler = async (c, next) => {
    requests += 1;
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.down) return c.text('Service Unavailable', 503);
    return next();
  };
  app.use('/api/*', gate);
  app.use('/api-history/*', gate);

  type Body = Record<string, unknown>;
  const body = async (c: { req: { json: () => Promise<unknown> } }): Promise<Body> =>
    ((await c.req.json().catch(() => ({}))) ?? {}) as Body;
  /** The session's register, or the error to answer. */
  const session = (c: { req: { header: (name: string) => string | undefined } }, b: Body) => {
    const login = tokens.get(String(b.Token ?? ''));
    if (!login)
      return { error: refused(WEBKASSA_ERRORS.tokenExpired, 'Срок действия сессии истек') };
    if (accounts.get(login)?.apiKey !== c.req.header('x-api-key')) {
      return { error: refused(1, 'API-key отсутствует либо не найден') };
    }
    const number = String(b.CashboxUniqueNumber ?? b.cashboxUniqueNumber ?? '');
    if (!number) return { error: refused(6, 'Касса не зарегистрирована в системе') };
    return { register: register(number) };
  };

  app.post('/api/v4/Authorize', async (c) => {
    const b = await body(c);
    const login = String(b.Login ?? '');
    signIns.set(login, (signIns.get(login) ?? 0) + 1);
    const apiKey = c.req.header('x-api-key') ?? '';
    let account = accounts.get(login);
    if (!account && openAccounts && login && apiKey) {
      account = { password: String(b.Password ?? ''), apiKey };
      accounts.set(login, account);
    }
    if (!account || account.password !== b.Password || account.apiKey !== apiKey) {
      return c.json(refused(3, 'Неверный логин или пароль'));
    }
    tokenCount += 1;
    const token = `sim${tokenCount.toString(16).padStart(12, '0')}${digitsOf(login, 8)}`;
    tokens.set(token, login);
    return c.json({ Data: { Token: token } });
  });

  app.post('/api/v4/check', async (c) => {
    const b = await body(c);
    const s = session(c, b);
    if (s.error) return c.json(s.error);
    if (faults.downFor.includes(s.register.uniqueNumber)) return c.text('Service Unavailable', 503);
    const r = s.register;
    const external = String(b.ExternalCheckNumber ?? '');
    if (!external) return c.json(refused(1, 'Не указан ExternalCheckNumber'));
    if (cheques.has(external)) {
      return c.json(
        refused(WEBKASSA_ERRORS.duplicate, 'Чек с таким внешним номером уже существует'),
      );
    }
    const at = now();
    const blocked = stateError(r, at);
    if (blocked) return c.json(blocked);
    const refusal = faults.refuseNext.shift();
    if (refusal) return c.json({ Errors: [refusal] });
    const positions = Array.isArray(b.Positions) ? (b.Positions as Body[]) : [];
    const payments = Array.isArray(b.Payments) ? (b.Payments as Body[]) : [];
    if (positions.length === 0) return c.json(refused(1, 'Чек без позиций'));
    const total = money(
      positions.reduce(
        (sum, p) => sum + Number(p.Count) * Number(p.Price) - Number(p.Discount ?? 0),
        0,
      ),
    );
    const paid = money(payments.reduce((sum, p) => sum + Number(p.Sum), 0));
    if (paid < total) return c.json(refused(1, `Сумма оплаты ${paid} меньше итога ${total}`));
    const operation = Number(b.OperationType);
    if (operation === 3 && !b.ReturnBasisDetails) {
      return c.json(refused(255, 'Не указан чек-основание возврата (ReturnBasisDetails)'));
    }
    documentTaken(r, at, faults.offline);
    r.orderNumber += 1;
    const cash = money(
      payments.filter((p) => Number(p.PaymentType) === 0).reduce((s2, p) => s2 + Number(p.Sum), 0),
    );
    if (operation === 2) {
      r.sold = money(r.sold + total);
      r.cash = money(r.cash + cash);
    } else {
      r.returned = money(r.returned + total);
      r.cash = money(r.cash - cash);
    }
    const checkNumber = `${digitsOf(r.uniqueNumber, 3)}${String(cheques.size + 1).padStart(9, '0')}`;
    const date = registerDate(at);
    const stamp = date.replace(
      /(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})/,
      '$3$2$1T$4$5$6',
    );
    const data = {
      CheckNumber: checkNumber,
      DateTime: date,
      DateTimeUTC: `${date} +05:00`,
      OfflineMode: faults.offline,
      CashboxOfflineMode: faults.offline,
      Cashbox: cashboxView(r),
      Organization: SIMULATED_ORGANIZATION,
      CheckOrderNumber: r.orderNumber,
      ShiftNumber: r.shiftNumber,
      EmployeeName: 'Кассир интегратора',
      TicketUrl: `http://${SIMULATED_OFD.Host}?i=${checkNumber}&f=${r.registrationNumber}&s=${total.toFixed(2)}&t=${stamp}`,
    };
    cheques.set(external, { cashbox: r.uniqueNumber, data });
    log.push({
      path: 'check',
      cashbox: r.uniqueNumber,
      externalNumber: external,
      at: at.toISOString(),
    });
    return c.json({ Data: data });
  });

  app.post('/api-history/v4/Ticket/GetTicketByExternalCheckNumber', async (c) => {
    const b = await body(c);
    const s = session(c, b);
    if (s.error) return c.json(s.error);
    if (faults.downFor.includes(s.register.uniqueNumber)) return c.text('Service Unavailable', 503);
    const found = cheques.get(String(b.ExternalCheckNumber ?? ''));
    if (!found || found.cashbox !== s.register.uniqueNumber) {
      return c.json(refused(7, 'Чек не найден'));
    }
    return c.json({ Data: found.data });
  });

  app.post('/api/v4/MoneyOperation', async (c) => {
    const b = await body(c);
    const s = session(c, b);
    if (s.error) return c.json(s.error);
    if (faults.downFor.includes(s.register.uniqueNumber)) return c.text('Service Unavailable', 503);
    const r = s.register;
    const external = String(b.ExternalCheckNumber ?? b.externalCheckNumber ?? '');
    const known = external ? moneyOperations.get(external) : undefined;
    if (known) return c.json({ Data: known });
    const at = now();
    const blocked = stateError(r, at);
    if (blocked) return c.json(blocked);
    const sum = money(Number(b.Sum ?? b.sum));
    const take = Number(b.OperationType ?? b.operationType) === 1;
    if (!(sum > 0)) return c.json(refused(1, 'Сумма должна быть больше нуля'));
    if (take && sum > r.cash) {
      return c.json(refused(WEBKASSA_ERRORS.notEnoughCash, 'Недостаточно наличных для изъятия'));
    }
    documentTaken(r, at, faults.offline);
    r.cash = money(r.cash + (take ? -sum : sum));
    if (take) r.takenOut = money(r.takenOut + sum);
    else r.putIn = money(r.putIn + sum);
    const data = {
      OfflineMode: faults.offline,
      CashboxOfflineMode: faults.offline,
      ShiftNumber: r.shiftNumber,
      DateTime: registerDate(at),
      Sum: r.cash,
      Cashbox: cashboxView(r),
    };
    if (external) moneyOperations.set(external, data);
    log.push({
      path: 'MoneyOperation',
      cashbox: r.uniqueNumber,
      externalNumber: external,
      at: at.toISOString(),
    });
    return c.json({ Data: data });
  });

  app.post('/api/v4/XReport', async (c) => {
    const b = await body(c);
    const s = session(c, b);
    if (s.error) return c.json(s.error);
    if (faults.downFor.includes(s.register.uniqueNumber)) return c.text('Service Unavailable', 503);
    return c.json({ Data: reportOf(s.register, now(), faults.offline) });
  });

  app.post('/api/v4/ZReport', async (c) => {
    const b = await body(c);
    const s = session(c, b);
    if (s.error) return c.json(s.error);
    if (faults.downFor.includes(s.register.uniqueNumber)) return c.text('Service Unavailable', 503);
    const r = s.register;
    // A shift already closed, with nothing since: its Z-report again (a resend finds it).
    if (r.documents === 0 && r.lastZ) return c.json({ Data: r.lastZ });
    const at = now();
    const z = { ...reportOf(r, at, faults.offline), CloseOn: registerDate(at) };
    log.push({
      path: 'ZReport',
      cashbox: r.uniqueNumber,
      externalNumber: null,
      at: at.toISOString(),
    });
    r.lastZ = z;
    r.shiftNumber += 1;
    r.orderNumber = 0;
    r.documents = 0;
    r.sold = 0;
    r.returned = 0;
    r.putIn = 0;
    r.takenOut = 0;
    return c.json({ Data: z });
  });

  // The control, for the tests, the walk and a person trying the demo.
  app.get('/simulator/log', (c) => c.json({ log, requests }));
  app.post('/simulator/faults', async (c) => {
    const b = (await body(c)) as Partial<SimulatorFaults>;
    control.setFaults(b);
    return c.json(faults);
  });

  const control = {
    app,
    faults,
    log,
    get requests() {
      return requests;
    },
    /** How many times a cashier's login was tried. */
    signIns: (login: string) => signIns.get(login) ?? 0,
    setFaults(changes: Partial<SimulatorFaults>) {
      if (typeof changes.latencyMs === 'number') faults.latencyMs = changes.latencyMs;
      if (typeof changes.down === 'boolean') faults.down = changes.down;
      if (typeof changes.offline === 'boolean') faults.offline = changes.offline;
      if (Array.isArray(changes.downFor)) faults.downFor = changes.downFor.map(String);
      if (Array.isArray(changes.refuseNext)) faults.refuseNext.push(...changes.refuseNext);
    },
    /** A cashier account of the register's cabinet (a new password makes the old one stop working). */
    setAccount(login: string, account: Account) {
      accounts.set(login, account);
      for (const [token, owner] of tokens) if (owner === login) tokens.delete(token);
    },
    /** Every session ends, as Webkassa's do after a while. */
    expireTokens() {
      tokens.clear();
    },
    register,
    cheque: (externalNumber: string) => cheques.get(externalNumber)?.data,
  };
  return control;
}

export type WebkassaSimulator = ReturnType<typeof webkassaSimulator>;

/** The simulator on a port of its own (0: any free one); resolves with its address. */
export async function serveSimulator(
  simulator: WebkassaSimulator,
  port = 0,
  host = '127.0.0.1',
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer(getRequestListener(simulator.app.fetch));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actual}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
