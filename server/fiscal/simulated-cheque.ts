/**
 * A cheque as the simulator checks it, the way Webkassa's own server does (`docs/webkassa.md`; its
 * `CheckOperationRequest.MainValidate`, `CheckItemApiModel.CalculateSum` and rounders): each
 * position's sum is rounded by the cheque's `RoundType` — 0 to the tiyn, 1 and 2 to the tenge,
 * 3 to the tiyn with the total to the tenge — and its `Tax` must equal
 * round(sum × p / (1 + p), 2) away from zero; the payments must cover the rounded total. What
 * fails is a validation error (9) with the register's words.
 */

type Body = Record<string, unknown>;

/** Reads a field as Webkassa's JSON binding does: whatever the case of its name. */
export function field(body: Body, name: string): unknown {
  if (name in body) return body[name];
  const lower = name.toLowerCase();
  const key = Object.keys(body).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : body[key];
}

/** .NET's Math.Round(value, digits, MidpointRounding.AwayFromZero), on decimals held as floats. */
export function roundAway(value: number, digits: number) {
  const scale = 10 ** digits;
  const scaled = Math.abs(value) * scale;
  // A float's product may fall a hair below the half it stands for (2.675 × 100 = 267.49999…).
  const rounded = Math.floor(scaled + 0.5 + 1e-9);
  return (Math.sign(value) * rounded) / scale;
}

const ROUNDERS: Record<
  number,
  { item: (n: number) => number; total: (items: number[]) => number }
> = {
  0: { item: (n) => roundAway(n, 2), total: (xs) => roundAway(sum(xs), 2) },
  1: { item: (n) => roundAway(n, 0), total: (xs) => roundAway(sum(xs), 0) },
  2: { item: (n) => roundAway(n, 0), total: (xs) => sum(xs.map((x) => roundAway(x, 0))) },
  3: {
    item: (n) => roundAway(n, 2),
    total: (xs) => roundAway(sum(xs.map((x) => roundAway(x, 2))), 0),
  },
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

export type CheckedCheque =
  | { ok: true; operation: number; total: number; cash: number; change: number }
  | { ok: false; errors: string[] };

/** Checks a cheque; `rates` are the VAT rates the register's cabinet allows. */
export function checkCheque(body: Body, rates: number[]): CheckedCheque {
  const errors: string[] = [];
  const operation = number(field(body, 'OperationType'));
  if (![0, 1, 2, 3].includes(operation))
    errors.push('Некорректное значение перечисления OperationType');
  const roundType = field(body, 'RoundType') === undefined ? 2 : number(field(body, 'RoundType'));
  const rounder = ROUNDERS[roundType];
  if (!rounder) return { ok: false, errors: ['Некорректное значение перечисления RoundType'] };
  const positions = (
    Array.isArray(field(body, 'Positions')) ? field(body, 'Positions') : []
  ) as Body[];
  const payments = (
    Array.isArray(field(body, 'Payments')) ? field(body, 'Payments') : []
  ) as Body[];
  const live = positions.filter((p) => field(p, 'IsStorno') !== true);
  if (live.length === 0) errors.push('Чек не содержит ни одной позиции');
  const sums = live.map((p, i) => {
    const count = number(field(p, 'Count'));
    const price = number(field(p, 'Price'));
    const tax = number(field(p, 'Tax'));
    if (!(count >= 0) || !(price >= 0) || !(tax >= 0) || Number.isNaN(count + price + tax)) {
      errors.push(`Позиция ${i + 1}: количество, цена и налог не могут быть отрицательными`);
    }
    const amount = rounder.item(
      count * price -
        rounder.item(number(field(p, 'Discount'))) +
        rounder.item(number(field(p, 'Markup'))),
    );
    if (amount < 0) errors.push(`Позиция ${i + 1}: сумма позиции меньше нуля`);
    const taxType = number(field(p, 'TaxType'));
    if (taxType === 100) {
      const percent = field(p, 'TaxPercent');
      if (percent === undefined || percent === null) {
        errors.push(`Позиция ${i + 1}: не указана ставка НДС`);
      } else if (!rates.includes(number(percent))) {
        errors.push(`Позиция ${i + 1}: ставка НДС ${number(percent)} % не разрешена для кассы`);
      } else {
        const p100 = number(percent) / 100;
        const expected = roundAway((amount * p100) / (1 + p100), 2);
        if (Math.abs(expected - tax) > 0.001) {
          errors.push(`Позиция ${i + 1}: налог ${tax} не равен расчётному ${expected.toFixed(2)}`);
        }
      }
    } else if (tax > 0) {
      errors.push(`Позиция ${i + 1}: налог указан для позиции без НДС`);
    }
    return amount;
  });
  const modifiers = (
    Array.isArray(field(body, 'TicketModifiers')) ? field(body, 'TicketModifiers') : []
  ) as Body[];
  const affected = modifiers.map((m) =>
    rounder.item(
      number(field(m, 'Type')) === 1 ? -number(field(m, 'Sum')) : number(field(m, 'Sum')),
    ),
  );
  const total = rounder.total([
    ...sums,
    ...affected,
    rounder.item(-number(field(body, 'Discount'))),
    rounder.item(number(field(body, 'Markup'))),
  ]);
  if (total < 0) errors.push('Сумма чека не может быть меньше нуля');
  const paid = sum(payments.map((p) => number(field(p, 'Sum'))));
  const changeGiven = field(body, 'Change');
  let change = 0;
  if (changeGiven !== undefined && changeGiven !== null) {
    change = number(changeGiven);
    if (roundAway(total, 2) !== roundAway(paid - change, 2)) {
      errors.push(`Сумма чека (${total.toFixed(2)}) не равна сумме оплаты за вычетом сдачи`);
    }
  } else if (roundAway(total, 2) > roundAway(paid, 2)) {
    errors.push(`Сумма чека (${total.toFixed(2)}) больше суммы оплаты (${paid.toFixed(2)})`);
  } else {
    change = roundAway(paid - total, 2);
  }
  const nonCash = sum(
    payments
      .filter((p) => number(field(p, 'PaymentType')) !== 0)
      .map((p) => number(field(p, 'Sum'))),
  );
  if (nonCash > total) errors.push('Сумма безналичной оплаты больше суммы чека');
  if ((operation === 1 || operation === 3) && !field(body, 'ReturnBasisDetails')) {
    errors.push('Для возврата обязателен чек-основание (ReturnBasisDetails)');
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, operation, total, cash: roundAway(total - nonCash, 2), change };
}
