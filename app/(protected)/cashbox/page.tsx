'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const CashboxScreen = dynamic(
  () => import('@/components/cashbox/CashboxScreen').then((m) => m.CashboxScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function CashboxPage() {
  return <CashboxScreen />;
}
