'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const CashboxScreen = lazyScreen(() =>
  import('@/components/cashbox/CashboxScreen').then((m) => m.CashboxScreen),
);

export default function CashboxPage() {
  return <CashboxScreen />;
}
