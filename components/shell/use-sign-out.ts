'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signOut } from '@/lib/api/auth';
import { LOGIN_ROUTE } from '@/lib/shared/routes';
import { clearClientSession } from '@/stores/persisted-stores';

/**
 * Logout: revokes the session on the server (which expires the HttpOnly cookie), then clears all
 * local storage, expires the cookie on this side too, resets every store.
 */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    await signOut();
    clearClientSession();
    router.replace(LOGIN_ROUTE);
  }, [router]);
}
