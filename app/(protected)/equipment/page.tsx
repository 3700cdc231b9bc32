'use client';

import { lazyScreen } from '@/components/common/lazy-screen';

const EquipmentScreen = lazyScreen(() =>
  import('@/components/equipment/EquipmentScreen').then((m) => m.EquipmentScreen),
);

export default function EquipmentPage() {
  return <EquipmentScreen />;
}
