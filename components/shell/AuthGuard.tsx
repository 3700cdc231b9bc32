'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { LOGIN_ROUTE } from '@/lib/routes';
import { isLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';

/**
 * Lets a logged-in user through and sends everyone else to the login screen. It decides only
 * after the persisted stores are read, so a reload with a stored user never flashes the login.
 * The screen behind it is first rendered as a transition: React renders it in slices and keeps
 * the page responsive, instead of one long task (the stores update synchronously).
 */
export function AuthGuard({
  children,
  frame,
}: {
  children: ReactNode;
  /** Shown until the decision, and to someone on the way to the login. */
  frame: ReactNode;
}) {
  const router = useRouter();
  const hydrated = useHydrationStore((s) => s.hydrated);
  const fullName = useAuthStore((s) => s.fullName);
  const allowed = hydrated && (Boolean(fullName) || isLoggedIn());
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (hydrated && !allowed) router.replace(LOGIN_ROUTE);
    if (allowed) startTransition(() => setOpened(true));
  }, [hydrated, allowed, router]);

  return allowed && opened ? children : frame;
}
