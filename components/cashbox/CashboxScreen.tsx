'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function CashboxScreen() {
  return (
    <>
      <ScreenHeader title="Касса" />
      <SectionPending description="Здесь будут смена, кассовые операции и заказы бара." />
    </>
  );
}
