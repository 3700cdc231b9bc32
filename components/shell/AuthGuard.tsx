'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LOGIN_ROUTE } from '@/lib/shared/routes';
import { isLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useStoredStateShown } from '@/stores/stored-state';

/**
 * Whether someone is signed in, as this render may know it: never while React hydrates the
 * export (drawn with no session), so the first client render keeps the HTML's frame.
 */
export function useSignedIn(): boolean {
  const shown = useStoredStateShown();
  const fullName = useAuthStore((s) => s.fullName);
  return shown && (Boolean(fullName) || isLoggedIn());
}

/** Sends someone who is not signed in to the login screen; it draws nothing. */
export function AuthGuard() {
  const router = useRouter();
  const shown = useStoredStateShown();
  const signedIn = useSignedIn();

  useEffect(() => {
    if (shown && !signedIn) router.replace(LOGIN_ROUTE);
  }, [shown, signedIn, router]);

  return null;
}
