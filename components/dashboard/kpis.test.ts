import { reportKpis } from './kpis';

const figures = (bets: string, wins: string, ggr: string, rtp: number | null, visits: number) => ({
  bets,
  wins,
  ggr,
  rtp,
  visits,
  newClients: 4,
});
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('dashboard KPIs', () => {
  it('shows exact money and the change against the previous period, coloured where up is good', () => {
    const kpis = reportKpis({
      current: figures('12500.00', '11875.00', '625.00', 95, 120),
      previous: figures('10000.00', '9000.00', '1000.00', 90, 150),
    });
    const by = Object.fromEntries(kpis.map((k) => [k.label, k]));
    expect(plain(by['Ставки'].value)).toBe('12 500,00 ₸');
    expect(plain(by['Ставки'].note)).toBe('+25 % к прошлому периоду');
    expect(by['Ставки'].tone).toBe('up');
    expect(by['Доход'].tone).toBe('down');
    expect(by['Выигрыши'].tone).toBe('neutral');
    expect(plain(by['RTP'].value)).toBe('95,00 %');
    expect(plain(by['RTP'].note)).toBe('+5 п.п. к прошлому периоду');
    expect(plain(by['Посещения'].note)).toMatch(/^[-−]20 % к прошлому периоду$/);
    expect(by['Посещения'].tone).toBe('down');
  });

  it('has nothing to compare with a period without bets or visits', () => {
    const kpis = reportKpis({
      current: figures('0.00', '0.00', '0.00', null, 0),
      previous: figures('0.00', '0.00', '0.00', null, 0),
    });
    const by = Object.fromEntries(kpis.map((k) => [k.label, k]));
    expect(by['RTP'].value).toBe('—');
    expect(by['RTP'].note).toBe('нет ставок для сравнения');
    expect(by['Ставки'].note).toBe('0 % к прошлому периоду');
    expect(by['Ставки'].tone).toBe('neutral');
  });

  it('compares today by hours with the same hours of yesterday', () => {
    const kpis = reportKpis(
      {
        current: figures('300.00', '270.00', '30.00', 90, 12),
        previous: figures('200.00', '190.00', '10.00', 95, 10),
      },
      14,
    );
    expect(plain(kpis[0].note)).toBe('+50 % к тем же часам вчера');
    expect(plain(kpis[3].note)).toMatch(/^[-−]5 п\.п\. к тем же часам вчера$/);
  });
});
