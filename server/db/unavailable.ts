/**
 * Errors that mean "the database is not there right now" (a restart, a failover, a network cut,
 * a data folder that cannot be opened) rather than "this request is wrong". The API answers them
 * with 503 and `Retry-After`; background jobs wait for their next round.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const DRIVER_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|connection ended|cannot use a pool after calling end|pglite is closed|database unavailable/i;

type Cause = { code?: unknown; message?: unknown; cause?: unknown };

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Cause | undefined, depth = 0; e && depth < 8; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    e = e.cause as Cause | undefined;
  }
  return false;
}

/**
 * What a log may say of an error: its class and codes, never its message's parameters (a failed
 * query's message carries the values it was given: phones, names).
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as Cause | undefined, depth = 0; e && depth < 8; depth++) {
    const name = (e as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
    const code = typeof e.code === 'string' || typeof e.code === 'number' ? ` ${e.code}` : '';
    parts.push(`${name}${code}`);
    e = e.cause as Cause | undefined;
  }
  return parts.join(' ← ') || String(typeof error);
}
