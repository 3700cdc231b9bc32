import { tengeInWords } from './amount-in-words';

describe('an amount in words', () => {
  it('writes the tenge in words and the tiyn in figures, as a cash order does', () => {
    expect(tengeInWords('120000.00')).toBe('сто двадцать тысяч тенге 00 тиын');
    expect(tengeInWords('1.05')).toBe('одно тенге 05 тиын');
    expect(tengeInWords('21.50')).toBe('двадцать одно тенге 50 тиын');
    expect(tengeInWords('999999999999.99')).toMatch(
      /^девятьсот девяносто девять миллиардов .* 99 тиын$/,
    );
  });
});
