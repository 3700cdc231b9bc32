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
