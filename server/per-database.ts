/**
 * One of something per database (a prepared query), made on first use, so tests with their own
 * databases never share it. What belongs to an API instance instead is in `instance.ts`.
 */
export function perDatabase<D extends object, C>(create: (db: D) => C): (db: D) => C {
  const made = new WeakMap<D, C>();
  return (db) => {
    let value = made.get(db);
    if (!value) made.set(db, (value = create(db)));
    return value;
  };
}
