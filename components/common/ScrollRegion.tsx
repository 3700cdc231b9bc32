import type { ReactNode } from 'react';

type Props = {
  /** What the region holds, read out when it takes the focus. */
  label: string;
  /** Below this width the content scrolls sideways instead of squeezing. */
  minWidth?: number;
  /** Above this height the content scrolls down (a sticky table header stays in view). */
  maxHeight?: number;
  children: ReactNode;
};

/**
 * A box whose content may scroll, with the browser's own scrollbars. It takes the keyboard focus so
 * that the arrows scroll it without a mouse (WCAG 2.1.1) and says what it holds.
 */
export function ScrollRegion({ label, minWidth, maxHeight, children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mantine-focus-auto"
      style={{ overflow: 'auto', maxHeight }}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
