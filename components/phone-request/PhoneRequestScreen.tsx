'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function PhoneRequestScreen() {
  return (
    <>
      <ScreenHeader title="Смена номера" />
      <SectionPending description="Здесь будут заявки на смену номера телефона клиента." />
    </>
  );
}
