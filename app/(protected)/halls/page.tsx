'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const HallsScreen = lazyScreen(() =>
  import('@/components/halls/HallsScreen').then((m) => m.HallsScreen),
);

export default function HallsPage() {
  return <HallsScreen />;
}
