import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './ResponsiveGrid.module.css';

type Props = HTMLAttributes<HTMLDivElement> & {
  /** Columns from each of the theme's breakpoints up (xs 320, sm 1130, md 1337 px). */
  cols: { base: number; xs?: number; sm?: number; md?: number };
  spacing?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/**
 * Equal columns whose count follows the screen's width, as Mantine's `SimpleGrid` with
 * responsive `cols`, but laid out by a module's media queries: `SimpleGrid` writes a style
 * element for each grid as it renders.
 */
export function ResponsiveGrid({ cols, spacing = 'md', className, style, ...rest }: Props) {
  const vars = {
    '--grid-gap': `var(--mantine-spacing-${spacing})`,
    '--cols-base': cols.base,
    '--cols-xs': cols.xs,
    '--cols-sm': cols.sm,
    '--cols-md': cols.md,
  } as CSSProperties;
  return (
    <div
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...vars, ...style }}
      {...rest}
    />
  );
}
