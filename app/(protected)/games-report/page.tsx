'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const GamesReportScreen = dynamic(
  () => import('@/components/games-report/GamesReportScreen').then((m) => m.GamesReportScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function GamesReportPage() {
  return <GamesReportScreen />;
}
