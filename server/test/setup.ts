import { workerDatabaseUrl } from './worker-database';

// On PostgreSQL a test file works in its worker's copy of the seeded database.
if (process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_SEEDED_URL ??= process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(
    process.env.TEST_DATABASE_SEEDED_URL,
    process.env.JEST_WORKER_ID ?? 1,
  );
}
