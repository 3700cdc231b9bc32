'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const PhoneRequestScreen = lazyScreen(() =>
  import('@/components/phone-requests/PhoneRequestScreen').then((m) => m.PhoneRequestScreen),
);

export default function PhoneRequestPage() {
  return <PhoneRequestScreen />;
}
