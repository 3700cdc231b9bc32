'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const AttendanceScreen = dynamic(
  () => import('@/components/attendance/AttendanceScreen').then((m) => m.AttendanceScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function AttendancePage() {
  return <AttendanceScreen />;
}
