'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const SummaryScreen = dynamic(
  () => import('@/components/summary/SummaryScreen').then((m) => m.SummaryScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function SummaryPage() {
  return <SummaryScreen />;
}
