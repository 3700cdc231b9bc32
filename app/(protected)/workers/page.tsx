'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const WorkersScreen = dynamic(
  () => import('@/components/workers/WorkersScreen').then((m) => m.WorkersScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function WorkersPage() {
  return <WorkersScreen />;
}
