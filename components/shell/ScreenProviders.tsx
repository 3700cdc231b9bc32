'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { connectApiToSession } from '../app/api-session';
import { ConfirmHost } from '../common/confirm';
import { LazyNotifications } from './LazyNotifications';
import { keepAnswers } from './kept-answers';
import { takeQueryClient } from './query-client';

// Screens behind the login send the token and turn a 401 into a logout.
connectApiToSession();

/** Providers that only the protected screens use: server data, notifications,
 * and the place of the questions asked before an action (`askToConfirm`). */
export function ScreenProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(takeQueryClient);
  useEffect(() => keepAnswers(queryClient, () => useAuthStore.getState().token), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <LazyNotifications />
      <ConfirmHost />
      {children}
    </QueryClientProvider>
  );
}
