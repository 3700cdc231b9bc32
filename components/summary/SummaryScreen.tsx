'use client';

import { PERIODS_B } from '@/lib/periods';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function SummaryScreen() {
  return (
    <>
      <ScreenHeader title="Сводный отчёт" />
      <PeriodFilter filterKey="summaryReportFilter" periods={PERIODS_B} />
      <SectionPending description="Здесь будут показатели всех доступных вам залов." />
    </>
  );
}
