/** @jest-config-loader esbuild-register */
// esbuild compiles this file in a few milliseconds; Jest's default loader, ts-node, took a second
// of CPU at every start.
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/out-profile/', '/.next/'],
};

/**
 * Two projects (decision 052). `browser`: the screens' code in jsdom, with Mantine's missing
 * browser APIs stubbed; it starts no database. `server`: the API, the scripts and the
 * benchmarks' helpers in Node; its set-up migrates and seeds the tests' database once a run,
 * and only when one of its tests runs.
 */
const browser: Config = {
  ...shared,
  displayName: 'browser',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{app,components,lib,stores}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};

const server: Config = {
  ...shared,
  displayName: 'server',
  testEnvironment: '<rootDir>/server/test/worker-environment.cjs',
  testMatch: ['<rootDir>/{server,scripts,bench,test}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
};

export default async function config(): Promise<Config> {
  return {
    projects: [await createJestConfig(browser)(), await createJestConfig(server)()],
    // A server test file's first test loads the seeded demo database; on a busy 2-core machine
    // that alone can pass Jest's default 5 s.
    testTimeout: 20_000,
    // Jest's default leaves a core to itself (one worker on two cores); a server test spends much
    // of its time in PGlite, in its own worker, so both cores run test files (390 s against 531 s).
    maxWorkers: '100%',
    // A worker whose heap passes this after a file is replaced by a fresh one. Each file leaves
    // its module graph behind, and a worker's garbage collection walks all of it: the whole run
    // took about 10 % more CPU (220 s against 197 s) without the limit, 150 MB cost as much
    // again in restarts (decision 052).
    workerIdleMemoryLimit: '300MB',
  };
}
