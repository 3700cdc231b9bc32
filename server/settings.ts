import { join } from 'node:path';

/** Server settings from the environment, with the embedded defaults of `npm start`. */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
) {
  const production = env.NODE_ENV === 'production';
  const dataDir = env.DATA_DIR ?? join(__dirname, '..', '.data', 'pglite');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    /** `DATA_DIR=memory` keeps the embedded database in memory (tests, throwaway runs). */
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    /** Demo users and data only outside production, and never when DEMO_DATA=0. */
    seedDemo: !production && env.DEMO_DATA !== '0',
    /** `npm start -- --large-hall`: the demo gets a hall of 10 000 workers and 2 000 devices. */
    largeHall: !production && (argv.includes('--large-hall') || env.DEMO_LARGE_HALL === '1'),
    /** The demo devices send heartbeats, so the equipment screen moves (never in production). */
    demoHeartbeats: !production && env.DEMO_DATA !== '0' && env.DEMO_HEARTBEATS !== '0',
    /** The background SMS sender of this instance (`SMS_SENDER=0` leaves sending to others). */
    smsSender: env.SMS_SENDER !== '0',
    serveSite: env.SERVE_SITE !== '0',
    allowedOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    secureCookie: env.COOKIE_SECURE === '1' || production,
  };
}

export type Settings = ReturnType<typeof readSettings>;
