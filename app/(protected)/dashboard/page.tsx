'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const DashboardScreen = lazyScreen(() =>
  import('@/components/dashboard/DashboardScreen').then((m) => m.DashboardScreen),
);

export default function DashboardPage() {
  return <DashboardScreen />;
}
