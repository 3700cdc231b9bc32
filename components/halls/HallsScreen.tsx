'use client';

import { ScreenHeader } from '../common/ScreenHeader';
import { SectionPending } from '../common/SectionPending';

export function HallsScreen() {
  return (
    <>
      <ScreenHeader title="Выбор зала" />
      <SectionPending description="Здесь будут карточки ваших залов: адрес, статус и посетители за сегодня." />
    </>
  );
}
