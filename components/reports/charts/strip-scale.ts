/** The neutral shade: zero, and nothing to see. */
export const ZERO_SHADE = 'dark.5';

/** A strip's colour scale: `colors` spread evenly over `domain`. */
export type StripScale = { domain: [number, number]; colors: string[] };

/**
 * Zero is always the dark neutral shade. Figures that are never negative brighten from it
 * towards the brand yellow; a strip with a loss diverges: red below zero, yellow above, on one
 * scale either way, so that a zero hour never looks like the best one.
 */
export function stripScale(values: number[]): StripScale {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  if (min === 0)
    return { domain: [0, max || 1], colors: [ZERO_SHADE, 'brand.9', 'brand.6', 'brand.2'] };
  const reach = Math.max(max, -min);
  return { domain: [-reach, reach], colors: ['red.4', 'red.8', ZERO_SHADE, 'brand.9', 'brand.2'] };
}

/** The colour a value gets (the nearest stop), as the chart interpolates between them. */
export function shadeOf({ domain: [low, high], colors }: StripScale, value: number): string {
  const at = ((value - low) / (high - low)) * (colors.length - 1);
  return colors[Math.min(colors.length - 1, Math.max(0, Math.round(at)))];
}
