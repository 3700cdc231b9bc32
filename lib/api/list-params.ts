/**
 * A list screen's filter as the API's query: an unset choice (null) and a blank search are left
 * out, a search is sent trimmed.
 */
export function listParams<T extends { search: string }>(filter: T) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== null && value !== undefined) query[key] = value;
  }
  const search = filter.search.trim();
  if (search) query.search = search;
  else delete query.search;
  return query as { [K in keyof T]?: Exclude<T[K], null> };
}

/** A list's range of hall days as a date picker keeps it: `[from, to]`, either end open. */
export type PickedRange = [string | null, string | null];

/** A picked range as the API's `from`/`to`: a single chosen day is that day. */
export const rangeParams = ([from, to]: PickedRange) => ({
  from: from ?? undefined,
  to: to ?? from ?? undefined,
});
