import {
  type messages as wire,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements kept prepared at once; the least recently used one is closed beyond this. */
export const STATEMENTS_KEPT = 500;

type Prepared = { name: string; paramTypes: number[] };

/** Protocol messages sent to the database in one call. */
const joined = (messages: Uint8Array[]) => {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
};

/**
 * PGlite with its statements prepared once. PGlite's own `query` parses and plans every
 * statement anew and crosses into the database six times for it; here a statement is parsed
 * once under a name, and each later call is one crossing (bind, describe, execute, sync) that
 * reuses its plan, as node-postgres does with a named statement. The answers are PGlite's own
 * (its parsers and serializers, its notifications and errors). Drizzle calls `query` and
 * `transaction`; everything else is PGlite's.
 */
export function preparedStatements(pg: PGlite): PGlite {
  const kept = new Map<string, Prepared>();
  let named = 0;

  const prepare = async (text: string, options?: QueryOptions): Promise<Prepared> => {
    const found = kept.get(text);
    if (found) {
      // Least recently used first: a hit moves to the end.
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    const name = `q${++named}`;
    const described = await pg.execProtocolStream(
      joined([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    kept.set(text, prepared);
    if (kept.size > STATEMENTS_KEPT) {
      const [oldText, oldest] = kept.entries().next().value!;
      kept.delete(oldText);
      await pg.execProtocolStream(
        joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    return prepared;
  };

  const run = async <T>(
    inTransaction: boolean,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    const { name, paramTypes } = await prepare(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i];
      const write = options?.serializers?.[type] ?? pg.serializers[type];
      return write ? write(value) : String(value);
    });
    const messages = await pg.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await pg.syncToFs();
    return results<T>(messages, options);
  };

  /**
   * The answer of one statement, as PGlite's `parseResults` gives it, without the copy of every
   * parser it makes for each query that brings its own (drizzle's always do): that copy was a
   * tenth of the server's time under load.
   */
  const results = <T>(messages: BackendMessage[], options?: QueryOptions): Results<T> => {
    const own = options?.parsers;
    const read = (value: string | null, type: number) => {
      if (value === null) return null;
      const parser = own?.[type] ?? pg.parsers[type];
      return parser ? parser(value, type) : value;
    };
    let fields: { name: string; dataTypeID: number }[] = [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    let command: string | undefined;
    // Told apart by name, as PGlite's own parser does: a class is one realm's, a name is not.
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = (message as wire.RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
        }));
      } else if (message.name === 'dataRow') {
        const values = (message as wire.DataRowMessage).fields.map((value, i) =>
          read(value, fields[i].dataTypeID),
        );
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(values.map((value, i) => [fields[i].name, value])),
        );
      } else if (message.name === 'commandComplete') {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5"; "CREATE TABLE" carries no count.
        const parts = (message as wire.CommandCompleteMessage).text.split(' ');
        command = parts[0];
        const count = parseInt(parts[parts.length - 1], 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0])) {
          affectedRows += count;
        }
      }
    }
    return {
      rows,
      fields,
      ...(command === undefined ? {} : { command }),
      affectedRows,
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  };

  // A file handed to COPY goes through PGlite's own path, which attaches it.
  const plain = (options?: QueryOptions) => !options?.blob;

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!plain(options)) return pg.query<T>(text, params as never[], options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        // A call that waited here while the database was being closed must not reach it.
        await pg._checkReady();
        return run<T>(false, text, params, options);
      }),
    );
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) =>
      callback({
        ...tx,
        // `closed` is a getter of PGlite's transaction: read it there.
        get closed() {
          return tx.closed;
        },
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (!plain(options)) return tx.query<R>(text, params as never[], options);
          return pg._runExclusiveQuery(() => run<R>(true, text, params, options));
        },
      }),
    );

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // PGlite's own members read its private fields: they run on PGlite itself.
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
