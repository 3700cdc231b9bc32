import { createHash } from 'node:crypto';
import type { ClientBase } from 'pg';

/** Statements one connection keeps prepared; past this, new ones run unnamed, as before. */
export const STATEMENTS_PER_CONNECTION = 300;

/** Names by statement text, shared by the connections (a name is a hash, the same everywhere). */
const names = new Map<string, string>();
const NAMES_KEPT = 5_000;

function nameOf(text: string) {
  let name = names.get(text);
  if (!name) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * Has a node-postgres connection prepare each statement once, under a name, and run it again by
 * that name: PostgreSQL then skips parsing and, for a statement it plans the same way each time,
 * planning (its plan cache). Drizzle names only the queries built with `.prepare()`; a raw
 * statement such as the cash ledger's was planned anew on every call, which cost more than
 * running it. Only statements given as `{ text }` objects are named (drizzle's); a connection
 * keeps at most `STATEMENTS_PER_CONNECTION` of them.
 */
export function prepareStatements(client: ClientBase) {
  const prepared = new Set<string>();
  /** Statements whose prepared form broke, under the name they are prepared again by. */
  const renamed = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown) => {
    if (!config || typeof config !== 'object') return null;
    const { text, name, submit } = config as QueryConfig;
    if (typeof text !== 'string' || name !== undefined || typeof submit === 'function') {
      return null;
    }
    const hashed = nameOf(text);
    const statement = renamed.get(hashed) ?? hashed;
    if (!prepared.has(statement)) {
      if (prepared.size >= STATEMENTS_PER_CONNECTION) return null;
      prepared.add(statement);
    }
    return { hashed, statement };
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const name = named(config);
    if (!name) return query(config, ...rest);
    const result = query({ ...(config as object), name: name.statement }, ...rest);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      // Another instance changed a table under it (a migration while this one runs): the
      // statement's result no longer fits, and PostgreSQL refuses it from now on. The next
      // call prepares the text again under a new name.
      if ((error as { code?: string }).code === '0A000') {
        prepared.delete(name.statement);
        renamed.set(name.hashed, `${name.statement}_`);
      }
      throw error;
    });
  }) as typeof client.query;
}
