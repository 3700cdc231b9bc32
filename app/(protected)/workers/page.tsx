'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { firstPage } from '@/components/common/use-paged-list';
import { workersList } from '@/components/workers/workers-list';

const WorkersScreen = lazyScreen(
  () => import('@/components/workers/WorkersScreen').then((m) => m.WorkersScreen),
  firstPage(workersList),
);

export default function WorkersPage() {
  return <WorkersScreen />;
}
