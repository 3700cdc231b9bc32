// Debian's Chromium, as the end-to-end tests and the Lighthouse benchmark start it: no sandbox
// (root in CI), no GPU, and none of the background requests a closed network would refuse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
