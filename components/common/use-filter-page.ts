import { useState } from 'react';

/** The page of a server-paged list; any change of `filter` starts again from the first page. */
export function useFilterPage(filter: unknown): [number, (page: number) => void] {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next) => setPaging({ filterKey, page: next })];
}
