import { join } from 'node:path';

/** `TRUST_PROXY`: how many proxies in front of the API append to X-Forwarded-For (0: none). */
function proxyHops(value: string | undefined): number {
  if (!value) return 0;
  if (!/^\d{1,2}$/.test(value)) {
    throw new Error(`TRUST_PROXY=${value}: укажите число доверенных прокси (0, 1, 2…)`);
  }
  return Number(value);
}

/** Server settings from the environment, with the embedded defaults of `npm start`. */
export function readSettings(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv,
) {
  const production = env.NODE_ENV === 'production';
  const dataDir = env.DATA_DIR ?? join(__dirname, '..', '.data', 'pglite');
  const databaseUrl = env.DATABASE_URL || undefined;
  // The embedded database is a demo unless told otherwise; a PostgreSQL only when asked for, so
  // a real database never gets the demo's users and guessable device keys.
  const seedDemo = !production && (databaseUrl ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    /** `DATA_DIR=memory` keeps the embedded database in memory (tests, throwaway runs). */
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    /** Demo users and data: PGlite unless DEMO_DATA=0, PostgreSQL only with DEMO_DATA=1. */
    seedDemo,
    /** `npm start -- --large-hall`: the demo gets a hall of 10 000 workers and 2 000 devices. */
    largeHall: seedDemo && (argv.includes('--large-hall') || env.DEMO_LARGE_HALL === '1'),
    /** The demo devices send heartbeats, so the equipment screen moves (never in production). */
    demoHeartbeats: seedDemo && env.DEMO_HEARTBEATS !== '0',
    /** The background SMS sender of this instance (`SMS_SENDER=0` leaves sending to others). */
    smsSender: env.SMS_SENDER !== '0',
    serveSite: env.SERVE_SITE !== '0',
    allowedOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: proxyHops(env.TRUST_PROXY),
    secureCookie: env.COOKIE_SECURE === '1' || production,
  };
}

export type Settings = ReturnType<typeof readSettings>;
