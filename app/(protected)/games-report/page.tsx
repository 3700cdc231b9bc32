'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const GamesReportScreen = lazyScreen(() =>
  import('@/components/games-report/GamesReportScreen').then((m) => m.GamesReportScreen),
);

export default function GamesReportPage() {
  return <GamesReportScreen />;
}
