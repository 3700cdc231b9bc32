import pino, { type Logger } from 'pino';
import { describeError } from './db/unavailable';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's log: one JSON object a line (pino), or readable lines in a developer's terminal.
 * `LOG_LEVEL` sets the level (checked by `readSettings`); tests are quiet unless they set it.
 */
function createLogger(env: Record<string, string | undefined> = process.env): Logger {
  const level = (LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL ?? '')
    ? (env.LOG_LEVEL as LogLevel)
    : env.NODE_ENV === 'test'
      ? 'silent'
      : 'info';
  const readable = process.stdout.isTTY && env.NODE_ENV !== 'production' && env.LOG_JSON !== '1';
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    transport: readable
      ? {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
        }
      : undefined,
  });
}

export const logger = createLogger();

/**
 * An error as a log may carry it: its class and codes in place of its message (a failed query's
 * message carries the values it was given: phones, names), then its stack's frames.
 */
export function loggedError(error: unknown) {
  const stack = error instanceof Error && error.stack ? error.stack : '';
  const frames = stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return { type: describeError(error), stack: `${describeError(error)}\n${frames}` };
}
