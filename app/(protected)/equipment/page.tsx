'use client';

import { lazyScreen } from '@/components/common/lazy-screen';
import { firstPage } from '@/components/common/use-paged-list';
import { equipmentList } from '@/components/equipment/equipment-list';

const EquipmentScreen = lazyScreen(
  () => import('@/components/equipment/EquipmentScreen').then((m) => m.EquipmentScreen),
  firstPage(equipmentList),
);

export default function EquipmentPage() {
  return <EquipmentScreen />;
}
