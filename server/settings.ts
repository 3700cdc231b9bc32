import { join } from 'node:path';
import { z } from 'zod';
import type { Role } from '@/lib/shared/roles';
import { DEFAULT_THRESHOLDS, type ExceptionThresholds } from './exceptions/thresholds';
import { LOG_LEVELS } from './logger';
import { DEFAULT_LOOKUP_LIMIT } from './auth/lookup-limit';
import { DEFAULT_CASH_RULES } from './cash-desks/cash-rules';
import { DEFAULT_DENOMINATIONS, parseDenominations } from '@/lib/shared/cash-desks';
import { LONGEST_WINDOW_MS } from './auth/rate-limit';
import { DEFAULT_AML_THRESHOLD_TENGE, DEFAULT_PAYOUT_APPROVAL_TENGE } from '@/lib/shared/winnings';

const flag = z.enum(['0', '1'], { error: 'ожидается 0 или 1' }).optional();

/** A whole number within bounds; every failure says `expected`, or what bound was passed. */
const wholeNumber = (expected: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: expected })
    .int(expected)
    .min(min, `${expected}: не меньше ${min}`)
    .max(max, `${expected}: не больше ${max}`)
    .default(fallback);

/** Every variable the server reads, read here once; an empty value counts as not set. */
const Environment = z.object({
  NODE_ENV: z.string().optional(),
  PORT: wholeNumber('ожидается номер порта', 1, 65_535, 3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'ожидается адрес вида postgres://пользователь@сервер/база')
    .optional(),
  DATA_DIR: z.string().optional(),
  DEMO_DATA: flag,
  DEMO_HEARTBEATS: flag,
  DEMO_METERS: flag,
  DEMO_VISITS: flag,
  DEMO_LARGE_HALL: flag,
  SMS_SENDER: flag,
  SERVE_SITE: flag,
  COOKIE_SECURE: flag,
  CORS_ORIGINS: z.string().optional(),
  MFA_REQUIRED_ROLES: z
    .string()
    .regex(
      /^\s*(none|(cashier|manager|admin)(\s*,\s*(cashier|manager|admin))*)\s*$/,
      'ожидается список ролей через запятую (cashier, manager, admin) или none',
    )
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `ожидается один из уровней: ${LOG_LEVELS.join(', ')}` })
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'ожидается номер порта' })
    .int('ожидается номер порта')
    .min(1, 'ожидается номер порта')
    .max(65_535, 'ожидается номер порта')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'ожидается токен не короче 16 символов').optional(),
  DRAIN_DELAY_MS: wholeNumber('ожидается число миллисекунд', 0, 60_000, 3_000),
  TRUST_PROXY: wholeNumber('ожидается число доверенных прокси (0, 1, 2…)', 0, 10, 0),
  WEBKASSA_URL: z.url({ error: 'ожидается адрес http(s)://…' }).optional(),
  WEBKASSA_TIMEOUT_MS: wholeNumber('ожидается число миллисекунд', 1_000, 120_000, 30_000),
  WEBKASSA_SIMULATOR_PORT: wholeNumber('ожидается номер порта', 0, 65_535, 0),
  FISCAL_SENDER: flag,
  SMS_GATEWAY_URL: z.url({ error: 'ожидается адрес http(s)://…' }).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_GATEWAY_TIMEOUT_MS: wholeNumber('ожидается число миллисекунд', 100, 120_000, 10_000),
  SMS_GATEWAY_SECRET: z.string().min(16, 'ожидается секрет не короче 16 символов').optional(),
  SMS_ADVERTISING: z
    .enum(['forbidden', 'allowed'], { error: 'ожидается forbidden или allowed' })
    .default('forbidden'),
  PAYOUT_APPROVAL_TENGE: wholeNumber(
    'ожидается сумма в тенге',
    1,
    100_000_000,
    DEFAULT_PAYOUT_APPROVAL_TENGE,
  ),
  AML_THRESHOLD_TENGE: wholeNumber(
    'ожидается сумма в тенге',
    1,
    100_000_000,
    DEFAULT_AML_THRESHOLD_TENGE,
  ),
  CASH_DENOMINATIONS: z
    .string()
    .refine((text) => parseDenominations(text) !== null, {
      error:
        'ожидаются купюры и монеты в тенге через запятую, купюры и монеты разделены «|», например 20000,10000|100,50',
    })
    .default(DEFAULT_DENOMINATIONS),
  CASH_COUNT_TOLERANCE_TENGE: wholeNumber(
    'ожидается сумма в тенге',
    0,
    1_000_000,
    DEFAULT_CASH_RULES.toleranceTenge,
  ),
  CASH_COUNT_ATTEMPTS: wholeNumber('ожидается число попыток', 1, 10, DEFAULT_CASH_RULES.attempts),
  CASH_VARIANCE_SIGNOFF_TENGE: wholeNumber(
    'ожидается сумма в тенге',
    0,
    100_000_000,
    DEFAULT_CASH_RULES.signOffTenge,
  ),
  CASH_VARIANCE_HEAD_OFFICE_TENGE: wholeNumber(
    'ожидается сумма в тенге',
    0,
    100_000_000,
    DEFAULT_CASH_RULES.headOfficeTenge,
  ),
  LOOKUP_LIMIT: wholeNumber('ожидается число проверок', 5, 1_000, DEFAULT_LOOKUP_LIMIT.max),
  LOOKUP_WINDOW_MINUTES: wholeNumber(
    'ожидается число минут',
    1,
    LONGEST_WINDOW_MS / 60_000,
    DEFAULT_LOOKUP_LIMIT.windowMinutes,
  ),
  EXCEPTION_RTP_MIN_BETS: wholeNumber(
    'ожидается число ставок',
    1,
    1_000_000,
    DEFAULT_THRESHOLDS.rtpMinBets,
  ),
  EXCEPTION_RTP_SIGMAS: wholeNumber(
    'ожидается число стандартных отклонений',
    1,
    20,
    DEFAULT_THRESHOLDS.rtpSigmas,
  ),
  EXCEPTION_RTP_MIN_POINTS: wholeNumber(
    'ожидается число процентных пунктов',
    1,
    100,
    DEFAULT_THRESHOLDS.rtpMinPoints,
  ),
  EXCEPTION_SILENT_MINUTES: wholeNumber(
    'ожидается число минут',
    1,
    1_440,
    DEFAULT_THRESHOLDS.silentMinutes,
  ),
  EXCEPTION_VISITS_PERCENT: wholeNumber(
    'ожидается процент',
    1,
    99,
    DEFAULT_THRESHOLDS.visitsPercent,
  ),
});

const SECRETS = new Set(['SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_SECRET', 'METRICS_TOKEN']);

/** A variable that cannot be used: the start stops and says which and why. */
export class SettingsError extends Error {}

/**
 * Server settings from the environment, with the embedded defaults of `npm start`. A bad value
 * stops the start with a Russian message that names the variable.
 */
export function readSettings(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv,
) {
  const given = Object.fromEntries(
    Object.keys(Environment.shape).map((name) => [name, env[name] || undefined]),
  );
  const parsed = Environment.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret is named, never echoed into the log.
      const shown = SECRETS.has(name) ? '…' : given[name];
      return `${name}=${shown}: ${issue.message}`;
    });
    throw new SettingsError(`Неверные настройки сервера:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ?? join(__dirname, '..', '.data', 'pglite');
  // The embedded database is a demo unless told otherwise; a PostgreSQL only when asked for, so
  // a real database never gets the demo's users and guessable device keys.
  const seedDemo = !production && (e.DATABASE_URL ? e.DEMO_DATA === '1' : e.DEMO_DATA !== '0');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    /** `DATA_DIR=memory` keeps the embedded database in memory (tests, throwaway runs). */
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    /** Demo users and data: PGlite unless DEMO_DATA=0, PostgreSQL only with DEMO_DATA=1. */
    seedDemo,
    /** `npm start -- --large-hall`: the demo gets a hall of 10 000 workers and 2 000 devices. */
    largeHall: seedDemo && (argv.includes('--large-hall') || e.DEMO_LARGE_HALL === '1'),
    /** The demo devices send heartbeats, so the equipment screen moves (never in production). */
    demoHeartbeats: seedDemo && e.DEMO_HEARTBEATS !== '0',
    /** The demo's guests are checked in at the halls' doors now and then (never in production). */
    demoVisits: seedDemo && e.DEMO_VISITS !== '0',
    /** The demo's game terminals play (send meters) rather than only beat. */
    demoMeters: e.DEMO_METERS !== '0',
    /** The background SMS sender of this instance (`SMS_SENDER=0` leaves sending to others). */
    smsSender: e.SMS_SENDER !== '0',
    /**
     * Webkassa's registers (decision 063): its address, how long an answer may take, whether this
     * instance sends the cheques (`FISCAL_SENDER=0` leaves it to others). Without an address the
     * demo runs the simulator (on `WEBKASSA_SIMULATOR_PORT`, 0: any free port); production
     * links no desk.
     */
    fiscal: {
      url: e.WEBKASSA_URL ?? null,
      timeoutMs: e.WEBKASSA_TIMEOUT_MS,
      sender: e.FISCAL_SENDER !== '0',
      simulator: seedDemo && !e.WEBKASSA_URL,
      simulatorPort: e.WEBKASSA_SIMULATOR_PORT,
    },
    /** The HTTP SMS gateway; without it messages go to the outbox table. */
    smsGateway: e.SMS_GATEWAY_URL
      ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS }
      : null,
    /** The key the gateway signs its delivery reports with (HMAC-SHA256). */
    smsGatewaySecret: e.SMS_GATEWAY_SECRET ?? '',
    /** Advertising SMS: forbidden (the law since July 2024) unless the licence allows them. */
    smsAdvertising: e.SMS_ADVERTISING,
    /** A winnings payout of this many tenge or more waits for the manager's approval. */
    payoutApprovalTenge: e.PAYOUT_APPROVAL_TENGE,
    /** A winnings payout of this many tenge or more enters the financial monitoring register. */
    amlThresholdTenge: e.AML_THRESHOLD_TENGE,
    /** Misses, register refusals and checks a desk may get before it is stopped (decision 058). */
    lookupLimit: { max: e.LOOKUP_LIMIT, windowMinutes: e.LOOKUP_WINDOW_MINUTES },
    /** How cash is counted and whose sign a variance needs (decision 060). */
    cashRules: {
      denominations: parseDenominations(e.CASH_DENOMINATIONS)!,
      toleranceTenge: e.CASH_COUNT_TOLERANCE_TENGE,
      attempts: e.CASH_COUNT_ATTEMPTS,
      signOffTenge: e.CASH_VARIANCE_SIGNOFF_TENGE,
      headOfficeTenge: Math.max(e.CASH_VARIANCE_HEAD_OFFICE_TENGE, e.CASH_VARIANCE_SIGNOFF_TENGE),
    },
    serveSite: e.SERVE_SITE !== '0',
    allowedOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    /** Proxies in front of the API that append to X-Forwarded-For (0: none). */
    trustProxy: e.TRUST_PROXY,
    secureCookie: e.COOKIE_SECURE === '1' || production,
    /** Roles that must enrol a second factor: admins in production, none in the demo. */
    mfaRequiredRoles: mfaRoles(e.MFA_REQUIRED_ROLES ?? (seedDemo ? 'none' : 'admin')),
    exceptionThresholds: thresholds(e),
    /** `/metrics` on a port of its own (no token: a port of the private network). */
    metricsPort: e.METRICS_PORT,
    /** `/metrics` on the main port, for `Authorization: Bearer <token>`. */
    metricsToken: e.METRICS_TOKEN,
    /** At SIGTERM, how long the instance still serves after it says it is not ready. */
    drainDelayMs: e.DRAIN_DELAY_MS,
  };
}

export type Settings = ReturnType<typeof readSettings>;

const mfaRoles = (list: string): Role[] =>
  list.trim() === 'none' ? [] : [...new Set(list.split(',').map((role) => role.trim() as Role))];

function thresholds(e: z.infer<typeof Environment>): ExceptionThresholds {
  return {
    ...DEFAULT_THRESHOLDS,
    rtpMinBets: e.EXCEPTION_RTP_MIN_BETS,
    rtpSigmas: e.EXCEPTION_RTP_SIGMAS,
    rtpMinPoints: e.EXCEPTION_RTP_MIN_POINTS,
    silentMinutes: e.EXCEPTION_SILENT_MINUTES,
    visitsPercent: e.EXCEPTION_VISITS_PERCENT,
  };
}
