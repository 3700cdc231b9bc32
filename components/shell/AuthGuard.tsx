'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { LOGIN_ROUTE } from '@/lib/routes';
import { isLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';
import { ScreenLoader } from '../common/ScreenLoader';

/**
 * Lets a logged-in user through and sends everyone else to the login screen. It decides only
 * after the persisted stores are read, so a reload with a stored user never flashes the login.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrationStore((s) => s.hydrated);
  const fullName = useAuthStore((s) => s.fullName);
  const allowed = hydrated && (Boolean(fullName) || isLoggedIn());

  useEffect(() => {
    if (hydrated && !allowed) router.replace(LOGIN_ROUTE);
  }, [hydrated, allowed, router]);

  return allowed ? children : <ScreenLoader />;
}
