'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function EquipmentScreen() {
  return (
    <>
      <ScreenHeader title="Оборудование" />
      <SectionPending description="Здесь будет список устройств зала с их статусом и историей." />
    </>
  );
}
