'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { dashboardFirstData } from '@/components/dashboard/dashboard-reads';

const DashboardScreen = lazyScreen(
  () => import('@/components/dashboard/DashboardScreen').then((m) => m.DashboardScreen),
  dashboardFirstData,
);

export default function DashboardPage() {
  return <DashboardScreen />;
}
