'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { cashboxFirstData } from '@/components/cashbox/cashbox-lists';

const CashboxScreen = lazyScreen(
  () => import('@/components/cashbox/CashboxScreen').then((m) => m.CashboxScreen),
  cashboxFirstData,
);

export default function CashboxPage() {
  return <CashboxScreen />;
}
