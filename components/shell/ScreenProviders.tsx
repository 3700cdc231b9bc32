'use client';

import 'dayjs/locale/ru';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { connectApiToSession } from '../app/api-session';
import { LazyNotifications } from './LazyNotifications';

dayjs.locale('ru');
// Screens behind the login send the token and turn a 401 into a logout.
connectApiToSession();

// Retry only what may pass by itself: no answer at all, or a server error.
const retry = (failures: number, error: Error) =>
  failures < 2 &&
  (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500);

/** Providers that only the protected screens use: server data, dates in Russian, notifications. The
 * screens that ask through `modals.openConfirmModal` mount Mantine's `ModalsProvider` themselves. */
export function ScreenProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry, refetchOnWindowFocus: true },
          // A write is tried even when the browser says it is offline: it fails with a message
          // (or goes to the cash desk's queue) instead of waiting unseen in memory.
          mutations: { networkMode: 'always' },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <LazyNotifications />
        {children}
      </DatesProvider>
    </QueryClientProvider>
  );
}
