import fc from 'fast-check';
import { addMoney, formatMoney, fromMinorUnits, multiplyMoney, toMinorUnits } from './money';

describe('money', () => {
  it.each([
    ['12500.00', '12 500,00 ₸'],
    ['12500', '12 500,00 ₸'],
    ['0.5', '0,50 ₸'],
    ['0', '0,00 ₸'],
    ['999.99', '999,99 ₸'],
    ['1000', '1 000,00 ₸'],
    ['100000000.00', '100 000 000,00 ₸'],
    ['-2500.10', '−2 500,10 ₸'],
  ])('formats %p as %p', (value, shown) => expect(formatMoney(value)).toBe(shown));

  it('keeps sums exact where floats would drift', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney(...Array(10).fill('0.10'))).toBe('1.00');
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
  });

  it('converts to and from minor units', () => {
    expect(toMinorUnits('12500.5')).toBe(1250050n);
    expect(fromMinorUnits(1250050n)).toBe('12500.50');
    expect(fromMinorUnits(-5n)).toBe('-0.05');
    expect(toMinorUnits('90071992547409.93')).toBe(9007199254740993n);
  });

  it.each(['12,50', '1.234', 'abc', '', '1e3', '.5'])('refuses %p', (value) => {
    expect(() => toMinorUnits(value)).toThrow();
  });

  it('refuses a fractional quantity', () => expect(() => multiplyMoney('1.00', 1.5)).toThrow());

  it('round-trips any amount, far past where a float loses tiyn', () => {
    const units = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
    fc.assert(
      fc.property(units, (n) => {
        const text = fromMinorUnits(n);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toMinorUnits(text)).toBe(n);
        expect(formatMoney(text).replace(/[^\d]/g, '')).toBe(
          (n < 0n ? -n : n).toString().padStart(3, '0'),
        );
      }),
    );
  });

  it('adds any amounts exactly, as whole tiyn do', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 16n }).map(fromMinorUnits);
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (values) => {
        const sum = values.reduce((total, v) => total + toMinorUnits(v), 0n);
        expect(addMoney('0', ...values)).toBe(fromMinorUnits(sum));
      }),
    );
  });
});
