import * as Sentry from '@sentry/nextjs';
import type { AppConfig } from '@/lib/browser/config';
import { setErrorSink } from '@/lib/browser/error-reporter';
import { scrubReport } from '@/lib/browser/error-scrub';

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
