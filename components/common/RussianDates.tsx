'use client';

import 'dayjs/locale/ru';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('ru');

/**
 * Dates in Russian, weeks from Monday, around a date picker. Here and not among the screens'
 * providers: dayjs and its locale then load with the pickers, not with every screen.
 */
export function RussianDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
