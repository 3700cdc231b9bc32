import { listParams, rangeParams } from './list-params';

describe('listParams', () => {
  it('leaves out unset choices and a blank search, and trims a search', () => {
    expect(listParams({ page: 2, position: null, status: 'active', search: '  ' })).toEqual({
      page: 2,
      status: 'active',
    });
    expect(listParams({ type: null, search: ' GT-1 ' })).toEqual({ search: 'GT-1' });
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
