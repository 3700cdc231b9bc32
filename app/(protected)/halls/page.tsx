'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const HallsScreen = dynamic(
  () => import('@/components/halls/HallsScreen').then((m) => m.HallsScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function HallsPage() {
  return <HallsScreen />;
}
