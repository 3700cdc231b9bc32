'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const WorkersScreen = lazyScreen(() =>
  import('@/components/workers/WorkersScreen').then((m) => m.WorkersScreen),
);

export default function WorkersPage() {
  return <WorkersScreen />;
}
