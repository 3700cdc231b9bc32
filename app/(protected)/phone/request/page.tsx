'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { firstPage } from '@/components/common/use-paged-list';
import { phoneRequestsList } from '@/components/phone-requests/phone-requests-list';

const PhoneRequestScreen = lazyScreen(
  () => import('@/components/phone-requests/PhoneRequestScreen').then((m) => m.PhoneRequestScreen),
  firstPage(phoneRequestsList),
);

export default function PhoneRequestPage() {
  return <PhoneRequestScreen />;
}
