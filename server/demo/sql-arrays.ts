import { sql, type SQL } from 'drizzle-orm';

/** A text array literal for set-based seeding: `pick(array, expr)` chooses by index. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

/** `array[1 + expr mod length]`: a deterministic choice from a list. */
export const pick = (values: readonly string[], index: SQL) =>
  sql`(${textArray(values)})[1 + ((${index}) % ${values.length})]`;
