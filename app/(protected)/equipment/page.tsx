'use client';

import dynamic from 'next/dynamic';
import { ScreenLoader } from '@/components/common/ScreenLoader';

const EquipmentScreen = dynamic(
  () => import('@/components/equipment/EquipmentScreen').then((m) => m.EquipmentScreen),
  {
    ssr: false,
    loading: () => <ScreenLoader />,
  },
);

export default function EquipmentPage() {
  return <EquipmentScreen />;
}
