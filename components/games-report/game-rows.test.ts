import { sortGameRows, type GameRow } from './game-rows';

const row = (name: string, ggr: string, rtp: number | null, betsCount = 1): GameRow => ({
  gameId: name.length,
  name,
  category: 'slots',
  betsCount,
  betsSum: '0.00',
  winsSum: '0.00',
  ggr,
  rtp,
  theoreticalRtp: null,
});

describe('game rows', () => {
  const rows = [
    row('Рулетка', '100000000000000.01', 95),
    row('Бинго', '100000000000000.02', 97.5),
    row('Арбуз', '-5.00', null, 0),
  ];

  it('sorts money exactly, beyond what a float can tell apart', () => {
    expect(sortGameRows(rows, 'ggr', 'desc').map((r) => r.name)).toEqual([
      'Бинго',
      'Рулетка',
      'Арбуз',
    ]);
    expect(sortGameRows(rows, 'ggr', 'asc').map((r) => r.name)).toEqual([
      'Арбуз',
      'Рулетка',
      'Бинго',
    ]);
  });

  it('puts a game without RTP last in both orders', () => {
    expect(sortGameRows(rows, 'rtp', 'desc').map((r) => r.name)).toEqual([
      'Бинго',
      'Рулетка',
      'Арбуз',
    ]);
    expect(sortGameRows(rows, 'rtp', 'asc').map((r) => r.name)).toEqual([
      'Рулетка',
      'Бинго',
      'Арбуз',
    ]);
  });

  it('sorts names the Russian way and leaves the input alone', () => {
    expect(sortGameRows(rows, 'name', 'asc').map((r) => r.name)).toEqual([
      'Арбуз',
      'Бинго',
      'Рулетка',
    ]);
    expect(rows[0].name).toBe('Рулетка');
  });
});
