import type { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite of the worker's realm (`worker-environment.cjs`), made safe to use from a test file's
 * realm. What it answers is copied into this realm, so that a date is this realm's `Date`, a row
 * this realm's object, and an error this realm's `Error` with the same fields (the SQL state
 * `code`, `constraint`, `detail`…). Closing it does not close the worker's PGlite: it forgets
 * what this file left in the session (its prepared statements, its listeners), so the next
 * file starts as on a fresh connection.
 */
export function sharedPglite(outer: PGlite): { client: PGlite; close: () => Promise<void> } {
  const channels = new Set<string>();
  const parsers = new Proxy(outer.parsers, {
    get(target, type) {
      const parse: unknown = Reflect.get(target, type);
      return typeof parse === 'function'
        ? (value: string, oid: number) => here(parse(value, oid))
        : parse;
    },
  });
  const client = new Proxy(outer, {
    get(target, property) {
      if (property === 'parsers') return parsers;
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'listen') channels.add(args[0] as string);
        const result: unknown = value.apply(target, args);
        if (
          !(result instanceof Object) ||
          typeof (result as Promise<unknown>).then !== 'function'
        ) {
          return result;
        }
        return Promise.resolve(result).then(here, (error: unknown) => {
          throw hereError(error);
        });
      };
    },
  });
  return {
    client,
    close: async () => {
      for (const channel of channels) await outer.unlisten(channel);
      await outer.exec('DEALLOCATE ALL');
    },
  };
}

/** `value` made of this realm's arrays, objects and dates; anything else as it is. */
function here<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from(value, (item) => here(item)) as T;
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as unknown as Date).getTime()) as T;
  if (tag !== '[object Object]') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, here(item)])) as T;
}

function hereError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { message, stack } = error as Error;
  return Object.assign(new Error(message), error, { stack });
}
