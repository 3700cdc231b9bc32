/**
 * On PostgreSQL each Jest worker has a database of its own, copied from the seeded one named by
 * TEST_DATABASE_URL, so the files run in parallel as they do on PGlite.
 */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${worker}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}
