'use client';

import { PERIODS_A } from '@/lib/periods';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function AttendanceScreen() {
  return (
    <>
      <ScreenHeader title="Посещаемость" />
      <PeriodFilter filterKey="attendanceFilter" periods={PERIODS_A} />
      <SectionPending description="Здесь будут посещения, уникальные и новые клиенты по периодам." />
    </>
  );
}
