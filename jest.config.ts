import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // Migrates and seeds the server tests' database once per run.
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/out-profile/', '/.next/'],
  // A server test file's first test loads the seeded demo database; on a busy 2-core machine
  // that alone can pass Jest's default 5 s.
  testTimeout: 20_000,
  // Jest's default leaves a core to itself (one worker on two cores); a server test spends much of
  // its time in PGlite, in its own worker, so both cores run test files (390 s against 531 s).
  maxWorkers: '100%',
};

export default createJestConfig(config);
