'use client';

import { ErrorFallback } from '@/components/common/ErrorFallback';

export default function RouteError({ error }: { error: Error }) {
  return <ErrorFallback error={error} />;
}
