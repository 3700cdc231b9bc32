import { listParams } from './list-params';

describe('listParams', () => {
  it('leaves out unset choices and a blank search, and trims a search', () => {
    expect(listParams({ page: 2, position: null, status: 'active', search: '  ' })).toEqual({
      page: 2,
      status: 'active',
    });
    expect(listParams({ type: null, search: ' GT-1 ' })).toEqual({ search: 'GT-1' });
  });
});
