'use client';

import 'dayjs/locale/ru';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('ru');

/** Providers that only the protected screens use: dates in Russian, modals, notifications. */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <ModalsProvider>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}
