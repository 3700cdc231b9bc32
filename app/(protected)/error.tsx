'use client';

import { ErrorFallback } from '@/components/common/ErrorFallback';

export default function ScreenError({ error }: { error: Error }) {
  return <ErrorFallback error={error} />;
}
