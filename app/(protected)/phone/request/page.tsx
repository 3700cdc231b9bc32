'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const PhoneRequestScreen = dynamic(
  () => import('@/components/phone-request/PhoneRequestScreen').then((m) => m.PhoneRequestScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function PhoneRequestPage() {
  return <PhoneRequestScreen />;
}
