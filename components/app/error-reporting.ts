import * as Sentry from '@sentry/nextjs';
import type { AppConfig } from '@/lib/config';
import { setErrorSink } from '@/lib/error-reporter';

export function startErrorReporting(config: AppConfig): void {
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENV,
  });
  setErrorSink((message, error) => {
    if (error === undefined) Sentry.captureMessage(message, 'error');
    else Sentry.captureException(error, { extra: { message } });
  });
}
