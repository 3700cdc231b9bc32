'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const SmsMailingScreen = dynamic(
  () => import('@/components/sms-mailing/SmsMailingScreen').then((m) => m.SmsMailingScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function SmsMailingPage() {
  return <SmsMailingScreen />;
}
