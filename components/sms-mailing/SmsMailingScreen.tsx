'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function SmsMailingScreen() {
  return (
    <>
      <ScreenHeader title="SMS-рассылки" />
      <SectionPending description="Здесь будут рассылки зала и мастер создания новой." />
    </>
  );
}
