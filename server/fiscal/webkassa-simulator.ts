/**
 * A stand-in for Webkassa's cloud registers that answers as Webkassa does (`docs/webkassa.md`, from its
 * integrators' collection and its own LocalServer's source), not as the product expects:
 * Authorize (a wrong password is 1), check (positions rounded by `RoundType`, the tax and the
 * payment checked against them: 9; a cash return beyond the register's cash: 8; a resend: 14 with
 * the existing cheque in `Data`), the look-up by external number (the flat history row; with
 * `ShiftNumber` required when `lookupNeedsShift` is set, as one client saw), MoneyOperation (8 for
 * cash it has not got, 14 with `Data` for a resend), XReport, ZReport (12 for a Z sent again, 13
 * when nothing was registered since the last), 11 and 18 before a document, 505 naming other
 * hosts; every answer HTTP 200 with `{ Data, Errors }`. A register exists only once entered in the
 * cabinet (`addRegister`, `POST /simulator/registers`): any other number is refused with 6. It
 * keeps everything in memory; `/simulator/*` is its control, for the tests, the bench and the demo.
 */
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { WEBKASSA_ERRORS } from './webkassa-answers';
import { field } from './simulated-cheque';
import { documentRoutes, type StoredCheque } from './simulated-documents';
import { digitsOf, newRegister, refused, type Register } from './simulated-register';

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
  /** A resend's 14 comes without the existing document in `Data`: only the look-up finds it. */
  duplicateWithoutData: boolean;
  /** The look-up by external number refuses a request without `ShiftNumber` (9). */
  lookupNeedsShift: boolean;
  /** The history (`/api-history/*`, the look-up) answers 503. */
  historyDown: boolean;
  /** Calls that reach this host (`127.0.0.1:port`) answer 505 naming `to` in `AlternativeDomainNames`. */
  moved: { from: string; to: string[] } | null;
};

/** A document the register took. */
export type LogEntry = { path: string; cashbox: string; externalNumber: string | null; at: string };

export function webkassaSimulator(options: { now?: () => Date; openAccounts?: boolean } = {}) {
  const now = options.now ?? (() => new Date());
  /** The demo's simulator signs in any cashier it has not met, with the password first given. */
  const openAccounts = options.openAccounts ?? false;
  const accounts = new Map<string, Account>();
  const tokens = new Map<string, string>();
  const registers = new Map<string, Register>();
  const cheques = new Map<string, StoredCheque>();
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
    duplicateWithoutData: false,
    lookupNeedsShift: false,
    historyDown: false,
    moved: null,
  };

  const app = new Hono();

  // Every call of the API (not the control) waits out the latency and meets the outage.
  const gate: MiddlewareHandler = async (c, next) => {
    requests += 1;
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (faults.down) return c.text('Service Unavailable', 503);
    if (faults.moved && c.req.header('host') === faults.moved.from) {
      c.header('AlternativeDomainNames', faults.moved.to.join(','));
      return c.text('HTTP Version Not Supported', 505);
    }
    return next();
  };
  app.use('/api/*', gate);
  app.use('/api-history/*', gate);

  type Body = Record<string, unknown>;
  const body = async (c: Context): Promise<Body> => {
    const parsed = (await c.req.json().catch(() => null)) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : {};
  };
  /** A document taken: logged, and answered with its `Data`. */
  const taken = (c: Context, entry: Omit<LogEntry, 'at'>, data: object) => {
    log.push({ ...entry, at: now().toISOString() });
    return c.json({ Data: data });
  };
  /** The session's register, or the error to answer. */
  const session = (c: Context, b: Body) => {
    const login = tokens.get(String(field(b, 'Token') ?? ''));
    if (!login)
      return { error: refused(WEBKASSA_ERRORS.tokenExpired, 'Срок действия сессии истек') };
    if (accounts.get(login)?.apiKey !== c.req.header('x-api-key')) {
      return {
        error: refused(WEBKASSA_ERRORS.notAuthorized, 'API-key отсутствует либо не найден'),
      };
    }
    const found = registers.get(String(field(b, 'CashboxUniqueNumber') ?? ''));
    if (!found) {
      return { error: refused(WEBKASSA_ERRORS.cashboxNotFound, 'Касса не найдена') };
    }
    if (faults.downFor.includes(found.uniqueNumber)) return { down: true as const };
    return { register: found };
  };
  const external = (b: Body) => {
    const value = field(b, 'ExternalCheckNumber');
    return value === undefined || value === null || value === '' ? null : String(value);
  };

  app.post('/api/v4/Authorize', async (c) => {
    const b = await body(c);
    const login = String(field(b, 'Login') ?? '');
    signIns.set(login, (signIns.get(login) ?? 0) + 1);
    const apiKey = c.req.header('x-api-key') ?? '';
    let account = accounts.get(login);
    if (!account && openAccounts && login && apiKey) {
      account = { password: String(field(b, 'Password') ?? ''), apiKey };
      accounts.set(login, account);
    }
    if (!account || account.password !== field(b, 'Password') || account.apiKey !== apiKey) {
      return c.json(refused(WEBKASSA_ERRORS.wrongCredentials, 'Неверный логин или пароль'));
    }
    tokenCount += 1;
    const token = `sim${tokenCount.toString(16).padStart(12, '0')}${digitsOf(login, 8)}`;
    tokens.set(token, login);
    return c.json({ Data: { Token: token } });
  });

  documentRoutes(app, { now, faults, cheques, moneyOperations, body, session, taken, external });

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
      if (typeof changes.duplicateWithoutData === 'boolean') {
        faults.duplicateWithoutData = changes.duplicateWithoutData;
      }
      if (typeof changes.lookupNeedsShift === 'boolean') {
        faults.lookupNeedsShift = changes.lookupNeedsShift;
      }
      if (typeof changes.historyDown === 'boolean') faults.historyDown = changes.historyDown;
      if (changes.moved !== undefined) faults.moved = changes.moved;
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
    /** A register entered in the cabinet (or the one there): its address, the cash it holds. */
    addRegister(uniqueNumber: string, settings: { address?: string; cash?: number } = {}) {
      const found = registers.get(uniqueNumber);
      if (found) {
        if (settings.address !== undefined) found.address = settings.address;
        if (settings.cash !== undefined) found.cash = settings.cash;
        return found;
      }
      const made = newRegister(uniqueNumber, now(), settings);
      registers.set(uniqueNumber, made);
      return made;
    },
    register: (uniqueNumber: string) => registers.get(uniqueNumber),
    cheque: (externalNumber: string) => cheques.get(externalNumber)?.data,
    /** The cheque's request as the register took it. */
    chequeRequest: (externalNumber: string) => cheques.get(externalNumber)?.request,
  };

  // The control, for the tests, the bench, the walk and a person trying the demo.
  app.get('/simulator/log', (c) => c.json({ log, requests }));
  app.post('/simulator/faults', async (c) => {
    control.setFaults((await body(c)) as Partial<SimulatorFaults>);
    return c.json(faults);
  });
  app.post('/simulator/registers', async (c) => {
    const b = await body(c);
    const number = String(b.uniqueNumber ?? '');
    if (!number) return c.json({ error: 'uniqueNumber' }, 400);
    const made = control.addRegister(number, {
      address: typeof b.address === 'string' ? b.address : undefined,
      cash: typeof b.cash === 'number' ? b.cash : undefined,
    });
    return c.json({ uniqueNumber: made.uniqueNumber, cash: made.cash });
  });
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
