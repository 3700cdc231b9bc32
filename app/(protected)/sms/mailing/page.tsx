'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { firstPage } from '@/components/common/use-paged-list';
import { mailingsList } from '@/components/sms-mailings/mailings-list';

const SmsMailingScreen = lazyScreen(
  () => import('@/components/sms-mailings/SmsMailingScreen').then((m) => m.SmsMailingScreen),
  firstPage(mailingsList),
);

export default function SmsMailingPage() {
  return <SmsMailingScreen />;
}
