'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const SmsMailingScreen = lazyScreen(() =>
  import('@/components/sms-mailings/SmsMailingScreen').then((m) => m.SmsMailingScreen),
);

export default function SmsMailingPage() {
  return <SmsMailingScreen />;
}
