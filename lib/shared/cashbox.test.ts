import { amountMessage, canonicalAmount, MAX_CASH_COUNT, normalizeAmount } from './cashbox';

describe('the amount rule', () => {
  it.each([
    ['12500', null],
    ['12500.5', null],
    ['0.01', null],
    ['100000000.00', null],
    ['0', 'Сумма должна быть больше нуля'],
    ['', 'Пожалуйста, заполните поле «Сумма»'],
    ['100000000.01', 'Сумма не может быть больше 100 000 000,00 ₸'],
    ['1'.repeat(5000), 'Сумма не может быть больше 100 000 000,00 ₸'],
    ['1.001', 'Не больше двух знаков после запятой'],
    ['-1', 'Введите сумму цифрами, например 12500 или 12500,50'],
    ['1e3', 'Введите сумму цифрами, например 12500 или 12500,50'],
    ['.5', 'Введите сумму цифрами, например 12500 или 12500,50'],
  ])('reads %j as %j', (value, message) => expect(amountMessage(value)).toBe(message));

  it('lets a count of the cash be zero or above one operation’s limit', () => {
    const count = { label: 'Наличные', allowZero: true, max: MAX_CASH_COUNT };
    expect(amountMessage('0', count)).toBeNull();
    expect(amountMessage('250000000', count)).toBeNull();
    expect(amountMessage('', count)).toBe('Пожалуйста, заполните поле «Наличные»');
  });

  it('reads what a person types: spaces between thousands and a decimal comma', () => {
    expect(normalizeAmount('12 500,5')).toBe('12500.5');
    expect(normalizeAmount('1\u00a0000')).toBe('1000');
    expect(canonicalAmount('007.5')).toBe('7.50');
  });
});
