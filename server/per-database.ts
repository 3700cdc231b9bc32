/**
 * A small in-process cache whose entries live `ttlMs`, at most `limit` of them (the oldest go
 * first). For data read on every request and changed rarely; a change made by another
 * process is seen within `ttlMs`.
 */
export function createTtlCache<V>({ ttlMs, limit = 10_000 }: { ttlMs: number; limit?: number }) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: Date.now() });
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}

/**
 * One of something per database (a cache, a prepared query), made on first use, so tests with
 * their own databases never share it.
 */
export function perDatabase<D extends object, C>(create: (db: D) => C): (db: D) => C {
  const made = new WeakMap<D, C>();
  return (db) => {
    let value = made.get(db);
    if (!value) made.set(db, (value = create(db)));
    return value;
  };
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
