/** A list's range of hall days as a date picker keeps it: `[from, to]`, either end open. */
export type PickedRange = [string | null, string | null];

/** An optional id filter as the API's query spells ids (a string); null leaves it out. */
export const idParam = (id: number | null) => (id === null ? null : String(id));

/** A picked range as the API's `from`/`to`: a single chosen day is that day. */
export const rangeParams = ([from, to]: PickedRange) => ({
  from: from ?? undefined,
  to: to ?? from ?? undefined,
});

/** A report's range once resolved: both ends set. */
type ResolvedRange = { from: string; to: string };

type ListQuery<T> = {
  [K in keyof T as K extends 'range' ? never : K]?: Exclude<T[K], null>;
} & (T extends { range: unknown } ? { from?: string; to?: string } : unknown);

/**
 * A screen's page and filter as the API's query, the one adapter of every list and report: an
 * unset choice (null) and a blank search are left out, a search is sent trimmed, a `range` (picked
 * or resolved) becomes `from`/`to`.
 */
export function listParams<T extends object>(params: T): ListQuery<T> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (key === 'range') {
      const { from, to } = Array.isArray(value)
        ? rangeParams(value as PickedRange)
        : (value as ResolvedRange);
      if (from) query.from = from;
      if (to) query.to = to;
    } else if (key === 'search') {
      const search = (value as string).trim();
      if (search) query.search = search;
    } else {
      query[key] = value;
    }
  }
  return query as ListQuery<T>;
}
