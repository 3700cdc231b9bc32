'use client';

import { ErrorFallback } from '@/components/common/ErrorFallback';

/** Replaces the root layout when the layout itself fails. */
export default function GlobalError({ error }: { error: Error }) {
  return (
    <html lang="ru">
      <body style={{ margin: 0, background: '#091d35', fontFamily: 'sans-serif' }}>
        <ErrorFallback error={error} />
      </body>
    </html>
  );
}
