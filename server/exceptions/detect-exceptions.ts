import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { DETECTORS, type Found } from './detectors';
import { DEFAULT_THRESHOLDS, type ExceptionThresholds } from './thresholds';

/** Rows per insert statement: well under PostgreSQL's 65 535 parameters. */
const BATCH = 500;

/**
 * Looks for every kind of exception over all the data of every hall and stores what is new;
 * a fact already stored keeps its row (a run of low days gets its new last day in the text).
 * Every instance may run it at once: the key's unique index keeps each fact once. Returns how
 * many were found and how many of them opened now.
 */
export async function detectExceptions(
  db: Db,
  now: Date,
  thresholds: ExceptionThresholds = DEFAULT_THRESHOLDS,
) {
  const found = (await Promise.all(DETECTORS.map((detect) => detect(db, now, thresholds)))).flat();
  let opened = 0;
  for (let i = 0; i < found.length; i += BATCH)
    opened += await store(db, found.slice(i, i + BATCH), now);
  return { found: found.length, opened };
}

async function store(db: Db, rows: Found[], now: Date) {
  const values = sql.join(
    rows.map(
      (f) =>
        sql`(${f.key}, ${f.hallId}, ${f.kind}, ${f.severity}, ${f.subject}, ${f.description},
          ${f.happenedAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const stored = await queryRows<{ opened: boolean }>(
    db,
    sql`insert into hall_exceptions
          (key, hall_id, kind, severity, subject, description, happened_at, opened_at)
        values ${values}
        on conflict (key) do update
          set severity = excluded.severity, description = excluded.description
          where hall_exceptions.seen_at is null
            and (hall_exceptions.severity, hall_exceptions.description)
              is distinct from (excluded.severity, excluded.description)
        returning (xmax = 0) as opened`,
  );
  return stored.filter((row) => row.opened).length;
}
