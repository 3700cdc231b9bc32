import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS, pxToEm } from '@/lib/browser/breakpoints';
import { returnFocusLostInDialog } from './common/dialog-focus';

export const PRIMARY_COLOR = '#f8e800';
export const BACKGROUND_COLOR = '#091d35';

// Shade 6 is the specification's primary colour; the rest are tints and shades of it.
const brand: MantineColorsTuple = [
  '#fffde0',
  '#fffac2',
  '#fff685',
  '#fff243',
  '#fdee16',
  '#fbeb05',
  PRIMARY_COLOR,
  '#dccf00',
  '#c3b700',
  '#a89e00',
];

// Dark surfaces built around the base background (shade 7, the body colour in dark scheme).
const navy: MantineColorsTuple = [
  '#dfe6ef',
  '#b9c5d6',
  '#8797ad',
  '#56698a',
  '#34496b',
  '#1e3556',
  '#132a47',
  BACKGROUND_COLOR,
  '#07182c',
  '#041222',
];

const DIALOG_DEFAULTS = {
  closeButtonProps: { 'aria-label': 'Закрыть' },
  onExitTransitionEnd: returnFocusLostInDialog,
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, dark: navy },
  // Filled yellow buttons get dark text: black is the background navy.
  autoContrast: true,
  black: BACKGROUND_COLOR,
  defaultRadius: 'md',
  // A dialog's or a notice's ✕ is read out by its name; a dialog that has gone leaves the focus
  // where it came from (dialog-focus.ts). Plain objects, not Modal.extend: the theme is on every
  // page, and the login must not load the dialogs' code.
  components: {
    Modal: { defaultProps: DIALOG_DEFAULTS },
    Drawer: { defaultProps: DIALOG_DEFAULTS },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть уведомление' } } },
  },
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem' },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  fontFamily: 'Inter, "Segoe UI", Roboto, Arial, sans-serif',
  breakpoints: {
    xs: pxToEm(BREAKPOINTS.mobile),
    sm: pxToEm(BREAKPOINTS.smallDesktop),
    md: pxToEm(BREAKPOINTS.mediumDesktop),
    lg: pxToEm(BREAKPOINTS.largeDesktop),
    xl: pxToEm(BREAKPOINTS.max),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-body': BACKGROUND_COLOR,
    // Mantine's placeholder shade (navy 3) is 2.6:1 on an input; navy 2 is 4.9:1 (WCAG 1.4.3).
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    // Red 6 under a field is 4.4:1 on a card; red 5 is 5.2:1.
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    // White on a filled red button (sign-out, shift closing, cancellations): red 6 is 3.3:1,
    // red 9 is 5.5:1; its hover a shade darker still.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
});
