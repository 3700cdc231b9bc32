import { perDatabase } from './per-database';

describe('perDatabase', () => {
  it('makes one value per database, on first use', () => {
    const create = jest.fn(() => ({ made: true }));
    const ofDb = perDatabase(create);
    const one = {};
    expect(ofDb(one)).toBe(ofDb(one));
    expect(ofDb({})).not.toBe(ofDb(one));
    expect(create).toHaveBeenCalledTimes(2);
  });
});
