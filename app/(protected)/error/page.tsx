'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const ErrorScreen = lazyScreen(() =>
  import('@/components/error/ErrorScreen').then((m) => m.ErrorScreen),
);

export default function ErrorPage() {
  return <ErrorScreen />;
}
