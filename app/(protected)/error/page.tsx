'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const ErrorScreen = dynamic(
  () => import('@/components/error/ErrorScreen').then((m) => m.ErrorScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function ErrorPage() {
  return <ErrorScreen />;
}
