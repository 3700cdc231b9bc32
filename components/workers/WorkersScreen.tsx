'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function WorkersScreen() {
  return (
    <>
      <ScreenHeader title="Сотрудники" />
      <SectionPending description="Здесь будет список сотрудников зала." />
    </>
  );
}
