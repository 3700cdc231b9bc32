/** @jest-environment node */
import { createTtlCache, perDatabase } from './ttl-cache';

describe('createTtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('forgets an entry after its time to live', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = createTtlCache<string>({ ttlMs: 5000 });
    cache.set('a', 'x');
    jest.setSystemTime(4999);
    expect(cache.get('a')).toBe('x');
    jest.setSystemTime(5000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full, and an entry on request', () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, limit: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    cache.delete('c');
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps one cache per database', () => {
    const cacheOf = perDatabase<object, ReturnType<typeof createTtlCache<number>>>(() =>
      createTtlCache({ ttlMs: 1000 }),
    );
    const one = {};
    cacheOf(one).set('k', 1);
    expect(cacheOf(one).get('k')).toBe(1);
    expect(cacheOf({}).get('k')).toBeUndefined();
  });
});
