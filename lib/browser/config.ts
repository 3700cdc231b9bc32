/** Run-time settings from /config.json, fetched once at start-up. */
import { reportError } from './error-reporter';

export type AppConfig = {
  SENTRY_DSN: string;
  SENTRY_ENV: string;
  /** Base address of the API; empty means the site's own origin. */
  API_URL: string;
};

export const DEFAULT_CONFIG: AppConfig = { SENTRY_DSN: '', SENTRY_ENV: 'production', API_URL: '' };

let current: AppConfig = DEFAULT_CONFIG;
let loading: Promise<AppConfig> | null = null;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function parse(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') throw new Error('config.json is not an object');
  const record = raw as Record<string, unknown>;
  return {
    SENTRY_DSN: text(record.SENTRY_DSN, DEFAULT_CONFIG.SENTRY_DSN).trim(),
    SENTRY_ENV: text(record.SENTRY_ENV, DEFAULT_CONFIG.SENTRY_ENV),
    API_URL: text(record.API_URL, DEFAULT_CONFIG.API_URL).replace(/\/+$/, ''),
  };
}

/** Fetches the config once; on failure logs «Fetch config error» and goes on with defaults. */
export function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  loading ??= (async () => {
    try {
      const response = await fetchImpl('/config.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      current = parse(await response.json());
    } catch (error) {
      reportError('Fetch config error', error);
      current = DEFAULT_CONFIG;
    }
    return current;
  })();
  return loading;
}

export function getConfig(): AppConfig {
  return current;
}

/** For tests: forget the loaded config. */
export function resetConfig(): void {
  current = DEFAULT_CONFIG;
  loading = null;
}
