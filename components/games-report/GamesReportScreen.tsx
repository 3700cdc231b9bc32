'use client';

import { PERIODS_A } from '@/lib/periods';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function GamesReportScreen() {
  return (
    <>
      <ScreenHeader title="Отчёт по играм" />
      <PeriodFilter filterKey="gamesReportFilter" periods={PERIODS_A} />
      <SectionPending description="Здесь будут ставки, выигрыши и доход по каждой игре." />
    </>
  );
}
