import { listParams, rangeParams } from './list-params';

describe('listParams', () => {
  it('leaves out unset choices and a blank search, and trims a search', () => {
    expect(listParams({ page: 2, position: null, status: 'active', search: '  ' })).toEqual({
      page: 2,
      status: 'active',
    });
    expect(listParams({ type: null, search: ' GT-1 ' })).toEqual({ search: 'GT-1' });
  });

  it('sends a picked range as from/to and leaves an open range out', () => {
    expect(listParams({ page: 1, range: ['2026-11-01', '2026-11-24'], status: null })).toEqual({
      page: 1,
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(listParams({ range: ['2026-11-24', null] })).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(listParams({ range: [null, null], search: '' })).toEqual({});
  });
});

describe('rangeParams', () => {
  it('sends both ends, one chosen day as that day, and nothing for an open range', () => {
    expect(rangeParams(['2026-11-01', '2026-11-24'])).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(rangeParams(['2026-11-24', null])).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(rangeParams([null, null])).toEqual({ from: undefined, to: undefined });
  });
});

describe('listParams for a report', () => {
  it('sends a resolved range as from/to and nothing when the API should choose', () => {
    expect(
      listParams({ period: 'daily', range: { from: '2026-11-01', to: '2026-11-24' } }),
    ).toEqual({ period: 'daily', from: '2026-11-01', to: '2026-11-24' });
    expect(listParams({ period: 'monthly', range: null })).toEqual({ period: 'monthly' });
  });
});
