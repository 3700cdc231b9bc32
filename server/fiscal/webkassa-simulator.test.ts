/**
 * The simulator answers as Webkassa does (`docs/webkassa.md`): first the collection's own example
 * requests, replayed in its order against a register entered as the collection's; then what the
 * collection only describes — rounding, the tax check, cash, the look-up's shape, the Z's codes.
 */
import { readFileSync } from 'node:fs';
import { webkassaSimulator } from './webkassa-simulator';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const collection = JSON.parse(
  readFileSync(new URL('./webkassa-collection-examples.json', import.meta.url), 'utf8'),
) as {
  account: { login: string; password: string; cashbox: string };
  examples: { path: string; example: string; body: Json }[];
};

function simulated() {
  const simulator = webkassaSimulator();
  const { login, password, cashbox } = collection.account;
  simulator.setAccount(login, { password, apiKey: 'WKD-COLLECTION' });
  simulator.addRegister(cashbox);
  const post = async (path: string, body: Json, apiKey = 'WKD-COLLECTION') => {
    const response = await simulator.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { Data?: Json; Errors?: { Code: number; Text: string }[] };
  };
  let token = '';
  const signIn = async () => {
    token = (await post('/api/v4/Authorize', { Login: login, Password: password })).Data!.Token;
  };
  const call = (path: string, body: Json) => post(path, { ...body, Token: token });
  return { simulator, post, signIn, call, cashbox };
}

const codes = (answer: { Errors?: { Code: number }[] }) => (answer.Errors ?? []).map((e) => e.Code);

/** What Webkassa answers each example, by the collection's name for it. */
const EXPECTED: Record<string, { codes: number[]; data: boolean }> = {
  'Успешная авторизация': { codes: [], data: true },
  'Ошибка: неверный логин/пароль': { codes: [1], data: false },
  'Пополнение кассы': { codes: [], data: true },
  // The collection gives it the put-in's external number: the operation exists.
  'Изъятие из кассы': { codes: [14], data: true },
  'Ошибка: Недостаточно наличных для изъятия': { codes: [8], data: false },
  'Обычная продажа без скидок/наценок': { codes: [], data: true },
  // Its tax is the 500 ₸ example's (53,57) on a price of 1 000 ₸ at 12 %: 107,14 is due.
  'Обычная продажа с массивом маркировок в позиции': { codes: [9], data: false },
  'Продажа с учетом скидок, наценок, маркировки': { codes: [], data: true },
  'Возврат продажи': { codes: [], data: true },
  Покупка: { codes: [], data: true },
  // The return's external number again: the cheque exists, and comes with the answer.
  'Ошибка: Чек уже существует в системе': { codes: [14], data: true },
  'Успешное закрытие смены': { codes: [], data: true },
  'Ошибка: Неверно указана касса': { codes: [6], data: false },
  'X - отчет': { codes: [], data: true },
};

describe('the collection’s own example requests', () => {
  it('are answered as Webkassa answers them, in the collection’s order', async () => {
    const { post, signIn, call } = simulated();
    const answered: [string, number[], boolean][] = [];
    for (const { path, example, body } of collection.examples) {
      const answer =
        path === '/api/v4/Authorize'
          ? await post(path, body)
          : (await signIn(), await call(path, body as Json));
      answered.push([example, codes(answer), answer.Data !== undefined]);
    }
    expect(answered).toEqual(
      collection.examples.map(({ example }) => [
        example,
        EXPECTED[example].codes,
        EXPECTED[example].data,
      ]),
    );
  });

  it('keeps the register’s cash by them: 500 put in, then 500 − 150 + 1 000 paid in cash', async () => {
    const { simulator, post, signIn, call, cashbox } = simulated();
    for (const { path, body } of collection.examples) {
      if (path === '/api/v4/Authorize') await post(path, body);
      else await signIn().then(() => call(path, body as Json));
    }
    // The Z closed the shift; the register keeps its cash: 500 in, 850 of the cash sale.
    expect(simulator.register(cashbox)!.cash).toBe(1350);
  });
});

describe('a cheque', () => {
  const sale = (position: Json, roundType: number, paid: number) => ({
    OperationType: 2,
    Positions: [{ Count: 1, TaxType: 100, TaxPercent: 16, UnitCode: 796, ...position }],
    Payments: [{ Sum: paid, PaymentType: 0 }],
    RoundType: roundType,
    ExternalCheckNumber: crypto.randomUUID(),
    CashboxUniqueNumber: collection.account.cashbox,
  });

  it('under RoundType 2 is rounded to whole tenge per position and its tax checked against that', async () => {
    const { signIn, call } = simulated();
    await signIn();
    // 450,50 ₸ at 16 %: the position is 451 ₸, its tax 62,21.
    const exact = await call('/api/v4/check', sale({ Price: 450.5, Tax: 62.14 }, 2, 450.5));
    // Both wrong against the rounded position: its tax, and a payment short of 451.
    expect(codes(exact)).toEqual([9, 9]);
    expect(exact.Errors!.map((e) => e.Text).join(' ')).toContain('62.21');
    const rounded = await call('/api/v4/check', sale({ Price: 450.5, Tax: 62.21 }, 2, 451));
    expect(codes(rounded)).toEqual([]);
    expect(rounded.Data!.TicketUrl).toContain('s=451.00');
  });

  it('under RoundType 0 keeps the tiyn: 450,50 ₸ and 3 × 333,33 ₸', async () => {
    const { signIn, call } = simulated();
    await signIn();
    const one = await call('/api/v4/check', sale({ Price: 450.5, Tax: 62.14 }, 0, 450.5));
    expect(codes(one)).toEqual([]);
    expect(one.Data!.TicketUrl).toContain('s=450.50');
    const three = await call(
      '/api/v4/check',
      sale({ Price: 333.33, Count: 3, Tax: 137.93 }, 0, 999.99),
    );
    expect(codes(three)).toEqual([]);
    expect(three.Data!.TicketUrl).toContain('s=999.99');
    // A tiyn short of the payment, or of the tax, is refused.
    const short = await call('/api/v4/check', sale({ Price: 450.5, Tax: 62.14 }, 0, 450.49));
    expect(codes(short)).toEqual([9]);
    const wrongTax = await call('/api/v4/check', sale({ Price: 450.5, Tax: 62.13 }, 0, 450.5));
    expect(codes(wrongTax)).toEqual([9]);
  });

  it('with a rate the cabinet does not allow, or without positions, is a validation error', async () => {
    const { signIn, call } = simulated();
    await signIn();
    const eight = await call('/api/v4/check', sale({ Price: 108, Tax: 8, TaxPercent: 8 }, 0, 108));
    expect(codes(eight)).toEqual([9]);
    const empty = await call('/api/v4/check', { ...sale({}, 0, 0), Positions: [] });
    expect(codes(empty)).toEqual([9]);
  });

  it('returned for more cash than the register holds is refused with 8', async () => {
    const { signIn, call } = simulated();
    await signIn();
    const back = {
      ...sale({ Price: 1160, Tax: 160 }, 0, 1160),
      OperationType: 3,
      ReturnBasisDetails: {
        CheckNumber: '1',
        DateTime: '01.12.2026 10:00:00',
        RegistrationNumber: '1',
        Total: 1160,
        IsOffline: false,
      },
    };
    expect(codes(await call('/api/v4/check', back))).toEqual([8]);
    const withoutBasis = { ...back, ReturnBasisDetails: undefined };
    expect(codes(await call('/api/v4/check', withoutBasis))).toEqual([9]);
  });

  it('for an unknown register is refused with 6, and no register is made', async () => {
    const { simulator, signIn, call } = simulated();
    await signIn();
    const answer = await call('/api/v4/check', {
      ...sale({ Price: 116, Tax: 16 }, 0, 116),
      CashboxUniqueNumber: 'SWK99999999',
    });
    expect(codes(answer)).toEqual([6]);
    expect(simulator.register('SWK99999999')).toBeUndefined();
  });
});

describe('the look-up by external number', () => {
  it('answers the history’s flat row, and with the switch on needs the shift', async () => {
    const { simulator, signIn, call, cashbox } = simulated();
    await signIn();
    const external = crypto.randomUUID();
    const issued = await call('/api/v4/check', {
      OperationType: 2,
      Positions: [{ Count: 1, Price: 116, Tax: 16, TaxType: 100, TaxPercent: 16 }],
      Payments: [{ Sum: 116, PaymentType: 0 }],
      RoundType: 0,
      ExternalCheckNumber: external,
      CashboxUniqueNumber: cashbox,
    });
    const lookUp = (extra: Json = {}) =>
      call('/api-history/v4/Ticket/GetTicketByExternalCheckNumber', {
        CashboxUniqueNumber: cashbox,
        ExternalCheckNumber: external,
        ...extra,
      });
    const row = (await lookUp()).Data!;
    expect(row).toMatchObject({
      Number: issued.Data!.CheckNumber,
      OrderNumber: issued.Data!.CheckOrderNumber,
      ShiftNumber: issued.Data!.ShiftNumber,
      IsOffline: false,
      Total: 116,
      ExternalCheckNumber: external,
    });
    expect(row.RegistratedOn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/);
    expect(row.CheckNumber).toBeUndefined();
    simulator.setFaults({ lookupNeedsShift: true });
    expect(codes(await lookUp())).toEqual([9]);
    expect(codes(await lookUp({ ShiftNumber: row.ShiftNumber }))).toEqual([]);
    expect(codes(await lookUp({ ShiftNumber: row.ShiftNumber + 1 }))).toEqual([19]);
  });
});

describe('a Z-report', () => {
  it('closes a shift once: the same Z again hears 12, a Z with nothing since hears 13', async () => {
    const { signIn, call, cashbox } = simulated();
    await signIn();
    expect(codes(await call('/api/v4/ZReport', { CashboxUniqueNumber: cashbox }))).toEqual([13]);
    await call('/api/v4/MoneyOperation', {
      CashboxUniqueNumber: cashbox,
      OperationType: 0,
      Sum: 100,
      ExternalCheckNumber: crypto.randomUUID(),
    });
    const z = { CashboxUniqueNumber: cashbox, ExternalCheckNumber: crypto.randomUUID() };
    expect(codes(await call('/api/v4/ZReport', z))).toEqual([]);
    expect(codes(await call('/api/v4/ZReport', z))).toEqual([12]);
    expect(
      codes(await call('/api/v4/ZReport', { ...z, ExternalCheckNumber: crypto.randomUUID() })),
    ).toEqual([13]);
  });
});

describe('signing in', () => {
  it('with a wrong password is 1', async () => {
    const { post } = simulated();
    const answer = await post('/api/v4/Authorize', {
      Login: collection.account.login,
      Password: 'wrong',
    });
    expect(codes(answer)).toEqual([1]);
  });
});
