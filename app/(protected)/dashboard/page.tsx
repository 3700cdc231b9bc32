'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const DashboardScreen = dynamic(
  () => import('@/components/dashboard/DashboardScreen').then((m) => m.DashboardScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function DashboardPage() {
  return <DashboardScreen />;
}
