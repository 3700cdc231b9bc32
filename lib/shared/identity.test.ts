import {
  birthdayAt,
  iinBirthDate,
  iinCheckDigit,
  iinProblem,
  IIN_MESSAGES,
  mayEnter,
  normalizeIin,
} from './identity';

const TODAY = '2026-11-28';

describe('an IIN', () => {
  it.each([
    ['900101300007', '1990-01-01'],
    ['040229500015', '2004-02-29'],
    ['851231400150', '1985-12-31'],
    ['600101400010', '1960-01-01'],
    // The first weighted sum gives 10: the check digit comes from the second weights.
    ['880615400201', '1988-06-15'],
  ])('%s is valid and encodes the birth date %s', (iin, birthDate) => {
    expect(iinProblem(iin, TODAY)).toBeNull();
    expect(iinBirthDate(iin)).toBe(birthDate);
  });

  it('reads the century from the seventh digit: 1–2 the 1800s, 3–4 the 1900s, 5–6 the 2000s', () => {
    expect(iinBirthDate('0001011xxxxx')).toBe('1800-01-01');
    expect(iinBirthDate('0001014xxxxx')).toBe('1900-01-01');
    expect(iinBirthDate('0001016xxxxx')).toBe('2000-01-01');
  });

  it.each([
    ['900101300008', IIN_MESSAGES.checksum],
    ['900101300000', IIN_MESSAGES.checksum],
    ['900101000007', IIN_MESSAGES.century],
    ['900101700007', IIN_MESSAGES.century],
    ['901301300007', IIN_MESSAGES.date],
    ['900230300007', IIN_MESSAGES.date],
    ['010229500007', IIN_MESSAGES.date],
    ['271201500007', IIN_MESSAGES.future],
    ['90010130000', IIN_MESSAGES.format],
    ['9001013000070', IIN_MESSAGES.format],
    ['90010130000A', IIN_MESSAGES.format],
    ['90010130000\u0000', IIN_MESSAGES.format],
    ['', IIN_MESSAGES.format],
    ['9'.repeat(1_000_000), IIN_MESSAGES.format],
  ])('%# is refused: %s', (iin, message) => {
    expect(iinProblem(iin, TODAY)).toBe(message);
  });

  it('has no check digit when both weightings give 10: no such IIN is issued', () => {
    expect(iinCheckDigit('88061540100')).toBeNull();
    for (let digit = 0; digit <= 9; digit++) {
      expect(iinProblem(`88061540100${digit}`, TODAY)).toBe(IIN_MESSAGES.checksum);
    }
  });

  it('is read as typed with spaces or hyphens between its groups', () => {
    expect(normalizeIin(' 900101 300007 ')).toBe('900101300007');
    expect(normalizeIin('900101-300-007')).toBe('900101300007');
  });
});

describe('the age of entry', () => {
  it('is reached on the 21st birthday, not the day before', () => {
    expect(mayEnter('2005-11-28', '2026-11-27')).toBe(false);
    expect(mayEnter('2005-11-28', '2026-11-28')).toBe(true);
    expect(mayEnter('1950-01-01', TODAY)).toBe(true);
  });

  it('falls on 28 February in a year without 29 February for one born on 29 February', () => {
    expect(birthdayAt('2004-02-29', 21)).toBe('2025-02-28');
    expect(birthdayAt('2004-02-29', 24)).toBe('2028-02-29');
    expect(mayEnter('2004-02-29', '2025-02-27')).toBe(false);
    expect(mayEnter('2004-02-29', '2025-02-28')).toBe(true);
  });
});
