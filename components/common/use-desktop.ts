'use client';

import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS, pxToEm } from '@/lib/browser/breakpoints';

const DESKTOP = `(min-width: ${pxToEm(BREAKPOINTS.smallDesktop)})`;

/**
 * Whether the screen is at least a small desktop (1130 px): lists show tables there and cards
 * below. Read at once, not after an effect, so a list does not draw its cards first on a desktop.
 */
export function useDesktop(): boolean {
  return useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
}
