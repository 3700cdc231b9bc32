import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A focused test left in fails the run in CI (lint refuses one too, before the run).
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    // A trace records the screen all along, and that drawing cost a third of the suite's time: it
    // is recorded for a failed test's retry (CI), or asked for with --trace on.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: TEST_CHROMIUM_PATH,
          // Frames composited in software in the renderer rather than handed to the GPU process.
          args: [...CHROMIUM_ARGS, '--disable-gpu-compositing'],
        },
      },
    },
  ],
  webServer: {
    // The production server on a throwaway database with the demo (see e2e/server.ts).
    command: 'node --import tsx e2e/server.ts',
    // Health answers 200 once the database is migrated and seeded (the site is served sooner).
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The demo's terminals do not play and its guests do not come here: a screen and its file
    // must show the same sums, and a walk's guests the counts it expects.
    // Its request log is not read here: warnings and errors only.
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory',
      DEMO_METERS: '0',
      DEMO_VISITS: '0',
      LOG_LEVEL: 'warn',
      // A chain's monitoring threshold under the payout walk's 750 000 ₸, so the walk finds that
      // payout in the register head office exports (the default is 1 000 000).
      AML_THRESHOLD_TENGE: '700000',
      // The demo's Webkassa simulator on the next port, so the fiscal walk can take it down.
      WEBKASSA_SIMULATOR_PORT: String(PORT + 1),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
