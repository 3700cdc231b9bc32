'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { screenFirstData, type FirstData } from '../shell/query-client';
import { ScreenFrame } from './ScreenFrame';

/**
 * A screen whose code loads on demand behind its frame (title and skeleton). The download starts when the route's
 * page is evaluated, beside hydration and the session checks, instead of after the shell has
 * rendered: the screen's first paint no longer waits for a chain of round trips.
 */
export function lazyScreen(load: () => Promise<ComponentType>, first?: FirstData) {
  const early = typeof window === 'undefined' ? null : load();
  if (first) screenFirstData(first);
  // A failed download is reported by the screen's error boundary when it renders, not before.
  early?.catch(() => {});
  return dynamic(() => early ?? load(), { ssr: false, loading: () => <ScreenFrame /> });
}
