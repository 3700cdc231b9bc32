import * as Sentry from '@sentry/nextjs';
import type { AppConfig } from '@/lib/config';
import { setErrorSink } from '@/lib/error-reporter';
import { scrubReport } from '@/lib/error-scrub';

export function startErrorReporting(config: AppConfig): void {
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENV,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  setErrorSink((message, error) => {
    if (error === undefined) Sentry.captureMessage(message, 'error');
    else Sentry.captureException(error, { extra: { message } });
  });
}
