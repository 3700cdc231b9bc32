import {
  formatChange,
  formatChartMoney,
  formatCompact,
  formatCount,
  formatPercent,
} from './report-format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('report formats', () => {
  it('groups counts and writes percentages the Russian way', () => {
    expect(plain(formatCount(1234567))).toBe('1 234 567');
    expect(plain(formatPercent(95.4))).toBe('95,40 %');
    expect(formatPercent(null)).toBe('—');
  });

  it('writes axis ticks exactly as Intl’s compact notation does', () => {
    const intl = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
    const values = [0, 0.5, 12.34, 950, 999, 1000, 1500, 12_345, 99_999, 600_000, 999_999];
    values.push(1_250_000, 12_345_678, -200_000, -1500, 1e9, 2.55e9, 1e12, 4.2e15);
    for (const value of values) expect(formatCompact(value)).toBe(intl.format(value));
    // Where Intl writes «-0», a tick near zero is «0».
    expect(formatCompact(-0.04)).toBe('0');
    for (let tick = -2e6; tick <= 6e6; tick += 250_000) {
      expect(formatCompact(tick)).toBe(intl.format(tick));
    }
  });

  it('groups whole counts exactly as Intl does, without making a formatter', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    for (const value of [0, 7, 999, 1000, 12345, -1234, 1234567, -98765432, 2 ** 53 - 1]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
    expect(plain(formatCount(1234.5))).toBe('1 234,5');
  });

  it('writes the change against the previous period with its sign', () => {
    expect(plain(formatChange(112.5, 100))).toBe('+12,5 %');
    expect(plain(formatChange(97, 100))).toMatch(/^[-−]3 %$/);
    expect(formatChange(0, 0)).toBe('0 %');
    expect(formatChange(10, 0)).toBe('—');
    expect(plain(formatChange(-50, -100))).toBe('+50 %');
  });

  it('shortens axis ticks and writes chart tooltips as money', () => {
    expect(plain(formatCompact(1_250_000))).toBe('1,3 млн');
    expect(plain(formatCompact(950))).toBe('950');
    expect(plain(formatChartMoney(12500))).toBe('12 500,00 ₸');
    expect(plain(formatChartMoney(-0.5))).toMatch(/^[-−]0,50 ₸$/);
  });
});
