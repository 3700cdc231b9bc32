import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { FILTER_DEFAULTS, type FilterValues, type SortOrder } from '@/stores/filter-defaults';
import type { ListSort } from './SortControl';
import { filterStores, useFilter } from '@/stores/filters-store';
import type { FilterKey } from '@/lib/browser/storage-keys';

type Paging = { page: number; pageSize: number };

/** Fields that order a list rather than narrow it. */
const ORDERING = new Set(['sort', 'order']);

/** A server-paged list of a hall: its screen's filter (by key), its page size and its query. */
export type PagedList<K extends FilterKey, TData, TKey extends QueryKey> = {
  key: K;
  pageSize: number;
  query: (
    hallId: number,
    params: FilterValues[K] & Paging,
  ) => UseQueryOptions<TData, Error, TData, TKey>;
};

/** Declares a list (the types follow from its key and query). */
export const pagedList = <K extends FilterKey, TData, TKey extends QueryKey>(
  list: PagedList<K, TData, TKey>,
) => list;

/**
 * The list's first page under the stored filter, exactly as its screen asks for it: a page load
 * asks for it beside the screen's code (`lazyScreen`), and the screen finds it on its way.
 */
export function firstPage<K extends FilterKey, TData, TKey extends QueryKey>(
  list: PagedList<K, TData, TKey>,
) {
  return (hallId: number) => {
    const filter = filterStores[list.key].getState().values as FilterValues[K];
    return [list.query(hallId, { ...filter, page: 1, pageSize: list.pageSize })];
  };
}

/**
 * A server-paged list under its screen's persisted filter: the filter, the query of the current
 * page, and the paging for `ListQueryState`. Any change of the filter starts again from page 1.
 */
export function usePagedList<K extends FilterKey, TData, TKey extends QueryKey>(
  { key, pageSize, query }: PagedList<K, TData, TKey>,
  hallId: number,
) {
  const [filter, actions] = useFilter(key);
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const list = useQuery(query(hallId, { ...filter, page, pageSize }));
  return {
    filter,
    ...actions,
    list,
    /** Whether the filter narrows the list: the empty text then says to change it. */
    filtered: narrows(key, filter),
    paging: { page, pageSize, onPage: (next: number) => setPaging({ filterKey, page: next }) },
    /** The list's sort, for its headers or its sort control (lists that sort). */
    sorting: {
      sort: (filter as { sort?: unknown }).sort,
      order: (filter as { order?: SortOrder }).order ?? 'asc',
      onSort: (sort: unknown, order: SortOrder) =>
        actions.filterChanged({ sort, order } as unknown as Partial<FilterValues[K]>),
    } as Sorting<FilterValues[K]>,
  };
}

type Sorting<F> = F extends { sort: infer S extends string } ? ListSort<S> : undefined;

function narrows<K extends FilterKey>(key: K, filter: FilterValues[K]): boolean {
  const defaults = FILTER_DEFAULTS[key] as Record<string, unknown>;
  return Object.entries(filter).some(([field, value]) => {
    if (ORDERING.has(field)) return false;
    if (typeof value === 'string') return value.trim() !== defaults[field];
    return JSON.stringify(value) !== JSON.stringify(defaults[field]);
  });
}
