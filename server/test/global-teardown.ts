import { rmSync } from 'node:fs';

/** Deletes this run's copies of the template that a file left behind (one that crashed). */
export default function globalTeardown() {
  const copies = process.env.TEST_COPIES_DIR;
  if (copies) rmSync(copies, { recursive: true, force: true });
}
