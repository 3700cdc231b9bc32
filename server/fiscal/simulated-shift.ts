/**
 * The simulator's register through its shift (decision 063, `docs/webkassa.md`): cash put in and
 * taken out (8 for cash it has not got, 14 with `Data` for a resend), the X-report, and the
 * Z-report (12 for the same Z again, 13 when nothing was registered since the last).
 */
import { WEBKASSA_ERRORS } from './webkassa-answers';
import { field, roundAway } from './simulated-cheque';
import type { DocumentContext, Duplicate, Route } from './simulated-documents';
import {
  cashboxView,
  documentTaken,
  refused,
  registerDate,
  reportOf,
  stateError,
} from './simulated-register';

export function shiftRoutes(ctx: DocumentContext & { route: Route; duplicate: Duplicate }) {
  const { now, faults, moneyOperations, taken, external, route, duplicate } = ctx;

  route('/api/v4/MoneyOperation', async (c, b, r) => {
    const number = external(b);
    const entry = { path: 'MoneyOperation', cashbox: r.uniqueNumber, externalNumber: number };
    const known = number ? moneyOperations.get(number) : undefined;
    if (known) {
      return duplicate(c, `Операция с внешним номером ${number} уже проведена`, known);
    }
    const at = now();
    const blocked = stateError(r, at);
    if (blocked) return c.json(blocked);
    const sum = Number(field(b, 'Sum'));
    const type = Number(field(b, 'OperationType'));
    if (!(sum >= 0) || roundAway(sum, 2) !== sum || ![0, 1].includes(type)) {
      return c.json(
        refused(
          WEBKASSA_ERRORS.validation,
          'Сумма — не меньше нуля, не больше двух знаков после запятой',
        ),
      );
    }
    const take = type === 1;
    if (take && sum > r.cash) {
      return c.json(
        refused(
          WEBKASSA_ERRORS.notEnoughCash,
          `Недостаточно наличных в кассе: ${r.cash.toFixed(2)}`,
        ),
      );
    }
    documentTaken(r, at, faults.offline);
    r.cash = roundAway(r.cash + (take ? -sum : sum), 2);
    if (take) r.takenOut = roundAway(r.takenOut + sum, 2);
    else r.putIn = roundAway(r.putIn + sum, 2);
    const date = registerDate(at);
    const data = {
      OfflineMode: faults.offline,
      CashboxOfflineMode: faults.offline,
      ShiftNumber: r.shiftNumber,
      DateTime: date,
      DateTimeUTC: `${date} +05:00`,
      Sum: r.cash,
      Cashbox: cashboxView(r),
    };
    if (number) moneyOperations.set(number, data);
    return taken(c, entry, data);
  });

  route('/api/v4/XReport', async (c, b, r) => {
    return c.json({ Data: reportOf(r, now(), faults.offline) });
  });

  route('/api/v4/ZReport', async (c, b, r) => {
    const number = external(b);
    const entry = { path: 'ZReport', cashbox: r.uniqueNumber, externalNumber: number };
    if (number && number === r.lastZExternal) {
      return c.json(refused(WEBKASSA_ERRORS.shiftAlreadyClosed, 'Смена уже закрыта'));
    }
    const at = now();
    const offline = stateError(r, at);
    if (offline?.Errors[0].Code === WEBKASSA_ERRORS.offlineOver72Hours) {
      return c.json(offline);
    }
    if (r.documents === 0) {
      return c.json(refused(WEBKASSA_ERRORS.noOpenShift, 'Смена не открыта'));
    }
    const z = { ...reportOf(r, at, faults.offline), CloseOn: registerDate(at) };
    r.lastZ = z;
    r.lastZExternal = number;
    r.shiftNumber += 1;
    r.orderNumber = 0;
    r.documents = 0;
    r.sold = 0;
    r.returned = 0;
    r.putIn = 0;
    r.takenOut = 0;
    return taken(c, entry, z);
  });
}
