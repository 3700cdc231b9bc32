import { attachmentName } from './client';

describe('attachmentName', () => {
  it('reads the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(
      attachmentName(
        `attachment; filename="games.csv"; filename*=UTF-8''${encodeURIComponent('Отчёт по играм — Алматы.csv')}`,
        'x.csv',
      ),
    ).toBe('Отчёт по играм — Алматы.csv');
    expect(attachmentName('attachment; filename="games.csv"', 'x.csv')).toBe('games.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`, 'x')).toBe(
      'a.csv',
    );
  });
});
