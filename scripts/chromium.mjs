// Debian's Chromium, as the end-to-end tests and the benchmarks start it: no sandbox (root in
// CI), no GPU, and none of the background requests a closed network would refuse.

/** The full browser: the benchmarks measure what a person's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests drive Chromium's headless shell (Debian's `chromium-headless-shell`), the
 * same engine without the full browser's UI layers, as Playwright's own headless default does: a
 * quarter less CPU a test on two cores.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
