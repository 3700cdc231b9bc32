'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const SummaryScreen = lazyScreen(() =>
  import('@/components/summary/SummaryScreen').then((m) => m.SummaryScreen),
);

export default function SummaryPage() {
  return <SummaryScreen />;
}
