import { chequeFromAnswer, errorText, printedTime, registerTime } from './webkassa-answers';

/** The collection's answer of `check`. */
const answer = {
  CheckNumber: '367645207',
  DateTime: '14.09.2025 16:55:37',
  DateTimeUTC: '14.09.2025 16:55:37 +05:00',
  OfflineMode: false,
  CashboxOfflineMode: false,
  Cashbox: {
    UniqueNumber: 'SWK00095536',
    RegistrationNumber: '032600010282',
    IdentityNumber: '2363',
    Address: 'Акмолинская область, Есильский район, г.Есиль, ул. Кунаева, д. 12',
    Ofd: { Name: 'ТОО "Smartcontract" (WOFD)', Host: 'cabinet.wofd.kz/consumer', Code: 4 },
  },
  Organization: { TaxPayerName: 'ТОО Webkassa Development', TaxPayerIN: '150740001357' },
  CheckOrderNumber: 28,
  ShiftNumber: 154,
  TicketUrl:
    'http://cabinet.wofd.kz/consumer?i=367645207&f=032600010282&s=500.00&t=20250914T165537',
};

/** The same cheque as Webkassa's history keeps it (`CheckPage`). */
const row = {
  CashboxUniqueNumber: 'SWK00095536',
  CashboxRegistrationNumber: '032600010282',
  CashboxIdentityNumber: 2363,
  Address: answer.Cashbox.Address,
  Number: '367645207',
  OrderNumber: 28,
  RegistratedOn: '2025-09-14T16:55:37+05:00',
  ShiftNumber: 154,
  Total: 500,
  IsOffline: false,
  TicketUrl: answer.TicketUrl,
  Ofd: answer.Cashbox.Ofd,
  ExternalCheckNumber: 'cc901779-c194-4918-a21f-9f7bd77ecdcd',
};

describe('a registered cheque read from the register', () => {
  it('is the same cheque from the answer of check and from the history’s flat row', () => {
    const fromAnswer = chequeFromAnswer(answer)!;
    const fromRow = chequeFromAnswer(row)!;
    for (const cheque of [fromAnswer, fromRow]) {
      expect(cheque).toMatchObject({
        CheckNumber: '367645207',
        DateTime: '14.09.2025 16:55:37',
        OfflineMode: false,
        CheckOrderNumber: 28,
        ShiftNumber: 154,
        TicketUrl: answer.TicketUrl,
        Cashbox: {
          UniqueNumber: 'SWK00095536',
          RegistrationNumber: '032600010282',
          IdentityNumber: '2363',
          Address: answer.Cashbox.Address,
          Ofd: { Name: 'ТОО "Smartcontract" (WOFD)', Host: 'cabinet.wofd.kz/consumer' },
        },
      });
    }
    expect(fromAnswer.Organization?.TaxPayerIN).toBe('150740001357');
  });

  it('keeps the printed time of a history date given in UTC, at the register’s UTC+5', () => {
    expect(chequeFromAnswer({ ...row, RegistratedOn: '2025-09-14T11:55:37Z' })?.DateTime).toBe(
      '14.09.2025 16:55:37',
    );
    expect(
      chequeFromAnswer({ ...row, RegistratedOn: '2025-09-14T16:55:37.123+05:00' })?.DateTime,
    ).toBe('14.09.2025 16:55:37');
  });

  it('is null, never a throw, for what cannot be read', () => {
    for (const odd of [
      null,
      undefined,
      'text',
      [],
      {},
      { CheckNumber: '1' },
      { CheckNumber: '1', DateTime: 'вчера' },
      { Number: '1', RegistratedOn: null },
      { Number: null, RegistratedOn: '2025-09-14T16:55:37+05:00' },
    ]) {
      expect(chequeFromAnswer(odd)).toBeNull();
    }
  });

  it('drops control characters and numbers the database cannot hold', () => {
    const cheque = chequeFromAnswer({
      ...answer,
      Cashbox: { ...answer.Cashbox, Address: 'ул.\u0000 Кунаева' },
      CheckOrderNumber: 1e12,
    })!;
    expect(cheque.Cashbox?.Address).toBe('ул. Кунаева');
    expect(cheque.CheckOrderNumber).toBeUndefined();
  });
});

describe('the register’s dates and errors', () => {
  it('reads a printed time at UTC+5 and writes an instant back the same way', () => {
    const at = registerTime('14.09.2025 16:55:37')!;
    expect(at.toISOString()).toBe('2025-09-14T11:55:37.000Z');
    expect(printedTime(at)).toBe('14.09.2025 16:55:37');
    expect(registerTime(undefined)).toBeNull();
  });

  it('names 8 and 9 for what they are, without saying it twice', () => {
    expect(errorText([{ Code: 9, Text: 'Налог не равен расчётному' }])).toBe(
      'Касса ККМ не приняла документ: Налог не равен расчётному (код 9)',
    );
    expect(errorText([{ Code: 8, Text: 'Недостаточно наличных в кассе: 100.00' }])).toBe(
      'Недостаточно наличных в кассе: 100.00 (код 8)',
    );
    expect(errorText([{ Code: 8, Text: '' }])).toBe('Недостаточно наличных в кассе ККМ (код 8)');
  });
});
