/**
 * The simulator's documents (decision 063, `docs/webkassa.md`): a cheque checked and registered
 * as Webkassa does it, its look-up in the history's flat shape, cash put in and taken out, the X-
 * and Z-reports — each answering Webkassa's codes.
 */
import type { Context, Hono } from 'hono';
import { WEBKASSA_ERRORS } from './webkassa-answers';
import { shiftRoutes } from './simulated-shift';
import { checkCheque, field, roundAway } from './simulated-cheque';
import {
  cashboxView,
  digitsOf,
  documentTaken,
  historyDate,
  refused,
  registerDate,
  SIMULATED_OFD,
  SIMULATED_ORGANIZATION,
  stateError,
  type Register,
} from './simulated-register';
import type { LogEntry, SimulatorFaults } from './webkassa-simulator';

type Body = Record<string, unknown>;

/** A cheque the simulator registered: its request, its answer and its history row. */
export type StoredCheque = {
  cashbox: string;
  shift: number;
  request: Body;
  data: Body;
  history: object;
};

export type DocumentContext = {
  now: () => Date;
  faults: SimulatorFaults;
  cheques: Map<string, StoredCheque>;
  moneyOperations: Map<string, Body>;
  body: (c: Context) => Promise<Body>;
  session: (
    c: Context,
    b: Body,
  ) =>
    | { error: object; down?: undefined; register?: undefined }
    | { down: true; error?: undefined; register?: undefined }
    | { register: Register; error?: undefined; down?: undefined };
  taken: (c: Context, entry: Omit<LogEntry, 'at'>, data: object) => Response;
  external: (b: Body) => string | null;
};

/** An endpoint of a register's session: the body read, the session's refusals answered. */
export type Route = (
  path: string,
  handle: (c: Context, b: Body, r: Register) => Promise<Response>,
  down?: () => boolean,
) => void;
/** A resend's 14: with the existing document in `Data`, unless told to leave it out. */
export type Duplicate = (c: Context, text: string, data: object) => Response;

/** The register's documents: its cheques here, its shift's cash and reports in `simulated-shift.ts`. */
export function documentRoutes(app: Hono, ctx: DocumentContext) {
  const { now, faults, cheques, body, session, taken, external } = ctx;
  let checkCount = 0;

  const route: Route = (path, handle, down = () => false) =>
    void app.post(path, async (c) => {
      const b = await body(c);
      const s = session(c, b);
      if (s.down || down()) return c.text('Service Unavailable', 503);
      if (s.error) return c.json(s.error);
      return handle(c, b, s.register);
    });
  const duplicate: Duplicate = (c, text, data) => {
    const answer = refused(WEBKASSA_ERRORS.duplicate, text);
    return c.json(faults.duplicateWithoutData ? answer : { ...answer, Data: data });
  };

  route('/api/v4/check', async (c, b, r) => {
    const number = external(b);
    const entry = { path: 'check', cashbox: r.uniqueNumber, externalNumber: number };
    const known = number ? cheques.get(number) : undefined;
    if (known) {
      return duplicate(c, `Чек с внешним номером ${number} уже зарегистрирован`, known.data);
    }
    const at = now();
    const blocked = stateError(r, at);
    if (blocked) return c.json(blocked);
    const refusal = faults.refuseNext.shift();
    if (refusal) return c.json({ Errors: [refusal] });
    const checked = checkCheque(b, r.taxRates);
    if (!checked.ok) {
      return c.json({
        Errors: checked.errors.map((Text) => ({ Code: WEBKASSA_ERRORS.validation, Text })),
      });
    }
    // A return of a sale (3) and a purchase (0) pay cash out of the register.
    const paysOut = checked.operation === 3 || checked.operation === 0;
    if (paysOut && checked.cash > r.cash) {
      return c.json(
        refused(
          WEBKASSA_ERRORS.notEnoughCash,
          `Недостаточно наличных в кассе: ${r.cash.toFixed(2)}`,
        ),
      );
    }
    documentTaken(r, at, faults.offline);
    r.orderNumber += 1;
    if (paysOut) {
      r.returned = roundAway(r.returned + checked.total, 2);
      r.cash = roundAway(r.cash - checked.cash, 2);
    } else {
      r.sold = roundAway(r.sold + checked.total, 2);
      r.cash = roundAway(r.cash + checked.cash, 2);
    }
    checkCount += 1;
    const checkNumber = `${digitsOf(r.uniqueNumber, 3)}${String(checkCount).padStart(9, '0')}`;
    const date = registerDate(at);
    const stamp = date.replace(
      /(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})/,
      '$3$2$1T$4$5$6',
    );
    const ticketUrl = `http://${SIMULATED_OFD.Host}?i=${checkNumber}&f=${r.registrationNumber}&s=${checked.total.toFixed(2)}&t=${stamp}`;
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
      TicketUrl: ticketUrl,
      TicketPrintUrl: `http://simulator.local/ticket?chb=${r.uniqueNumber}&sh=${r.shiftNumber}&extnum=${number ?? ''}`,
    };
    // The look-up answers a history row (`CheckPage`), not the cheque's answer.
    const history = {
      CashboxUniqueNumber: r.uniqueNumber,
      CashboxRegistrationNumber: r.registrationNumber,
      CashboxIdentityNumber: Number(r.identityNumber),
      Address: r.address,
      Number: checkNumber,
      OrderNumber: r.orderNumber,
      RegistratedOn: historyDate(at),
      EmployeeName: 'Кассир интегратора',
      ShiftNumber: r.shiftNumber,
      OperationType: checked.operation,
      Total: checked.total,
      Change: checked.change,
      IsOffline: faults.offline,
      TicketUrl: ticketUrl,
      Ofd: SIMULATED_OFD,
      ExternalCheckNumber: number,
    };
    if (number)
      cheques.set(number, {
        cashbox: r.uniqueNumber,
        shift: r.shiftNumber,
        request: b,
        data,
        history,
      });
    return taken(c, entry, data);
  });

  route(
    '/api-history/v4/Ticket/GetTicketByExternalCheckNumber',
    async (c, b, r) => {
      const shift = field(b, 'ShiftNumber');
      if (faults.lookupNeedsShift && (shift === undefined || shift === null)) {
        return c.json(refused(WEBKASSA_ERRORS.validation, 'Поле ShiftNumber обязательно'));
      }
      const found = cheques.get(String(field(b, 'ExternalCheckNumber') ?? ''));
      const matches =
        found &&
        found.cashbox === r.uniqueNumber &&
        (shift === undefined || shift === null || Number(shift) === found.shift);
      if (!matches) {
        return c.json(
          refused(WEBKASSA_ERRORS.externalNumberNotFound, 'Чек с таким внешним номером не найден'),
        );
      }
      return c.json({ Data: found.history });
    },
    () => faults.historyDown,
  );

  shiftRoutes({ ...ctx, route, duplicate });
}
