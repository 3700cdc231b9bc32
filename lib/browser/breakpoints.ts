/**
 * The specification's breakpoints in px, as the lower edge of each range:
 * mobile 320–1129, small desktop 1130–1336, medium 1337–1440, large 1441–1920.
 */
export const BREAKPOINTS = {
  mobile: 320,
  smallDesktop: 1130,
  mediumDesktop: 1337,
  largeDesktop: 1441,
  max: 1920,
} as const;

export const pxToEm = (px: number) => `${px / 16}em`;
