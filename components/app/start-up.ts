import { loadConfig } from '@/lib/browser/config';
import { reportError } from '@/lib/browser/error-reporter';

/**
 * Start-up: fetch /config.json, then start error reporting when it names a DSN.
 * The reporting SDK is loaded only then, so a deployment without a DSN never downloads it.
 */
export async function startApp(): Promise<void> {
  try {
    const config = await loadConfig();
    if (config.SENTRY_DSN) {
      const { startErrorReporting } = await import('./error-reporting');
      startErrorReporting(config);
    }
  } catch (error) {
    reportError('Initialization failed', error);
  }
}
