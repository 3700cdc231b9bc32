'use client';

import { PERIODS_A } from '@/lib/periods';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function DashboardScreen() {
  return (
    <>
      <ScreenHeader title="Дашборд" />
      <PeriodFilter filterKey="dashboardFilter" periods={PERIODS_A} />
      <SectionPending description="Здесь будут показатели зала: ставки, выигрыши, доход, посещения и касса." />
    </>
  );
}
