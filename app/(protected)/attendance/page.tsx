'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const AttendanceScreen = lazyScreen(() =>
  import('@/components/attendance/AttendanceScreen').then((m) => m.AttendanceScreen),
);

export default function AttendancePage() {
  return <AttendanceScreen />;
}
