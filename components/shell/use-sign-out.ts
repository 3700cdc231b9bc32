'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { LOGIN_ROUTE } from '@/lib/routes';
import { clearClientSession } from '@/stores/persisted-stores';

/** Logout: clears all local storage, expires the session cookie, resets every store. */
export function useSignOut() {
  const router = useRouter();
  return useCallback(() => {
    clearClientSession();
    router.replace(LOGIN_ROUTE);
  }, [router]);
}
