import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { filterStores } from '@/stores/filters-store';
import { createQueryClient } from '../shell/query-client';
import { firstPage, pagedList, usePagedList } from './use-paged-list';

const store = filterStores.workersFilter;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Answers with the parameters it was asked with, so the test sees what the API would get. */
const echo = (params: object) =>
  queryOptions({ queryKey: ['echo', params], queryFn: async () => params });

const workers = pagedList({
  key: 'workersFilter',
  pageSize: 25,
  query: (hallId, params) => echo({ hallId, ...params }),
});
const useWorkers = () => usePagedList(workers, 7);

beforeEach(() => store.getState().actions.filterCleared());

describe('usePagedList', () => {
  it('asks for the first page under the persisted filter', async () => {
    store.getState().actions.filterChanged({ status: 'active' });
    const { result } = renderHook(useWorkers, { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(result.current.list.data).toMatchObject({
      hallId: 7,
      page: 1,
      pageSize: 25,
      status: 'active',
    });
  });

  it('finds the first page that a page load asked for, without asking again', async () => {
    store.getState().actions.filterChanged({ search: 'Иван', sort: 'hireDate' });
    const client = createQueryClient();
    const asked = jest.fn(async (params: object) => params);
    const counted = pagedList({
      key: 'workersFilter',
      pageSize: 25,
      query: (hallId, params) =>
        queryOptions({
          queryKey: ['counted', hallId, params],
          queryFn: () => asked(params),
        }),
    });
    for (const query of firstPage(counted)(7)) await client.prefetchQuery(query);
    const { result } = renderHook(() => usePagedList(counted, 7), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current.list.data).toMatchObject({ page: 1, search: 'Иван', sort: 'hireDate' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('starts from page 1 again when the filter changes', async () => {
    const { result } = renderHook(useWorkers, { wrapper });
    act(() => result.current.paging.onPage(3));
    await waitFor(() => expect(result.current.list.data).toMatchObject({ page: 3 }));
    act(() => result.current.filterChanged({ search: 'Иван' }));
    expect(result.current.paging.page).toBe(1);
    await waitFor(() =>
      expect(result.current.list.data).toMatchObject({ page: 1, search: 'Иван' }),
    );
  });

  it('calls a list filtered only when the filter narrows it, not when it is sorted', () => {
    const { result } = renderHook(useWorkers, { wrapper });
    expect(result.current.filtered).toBe(false);
    act(() => result.current.filterChanged({ sort: 'hireDate', order: 'desc', search: '  ' }));
    expect(result.current.filtered).toBe(false);
    act(() => result.current.filterChanged({ position: 'cashier' }));
    expect(result.current.filtered).toBe(true);
  });

  it('sorts through the persisted filter, from the first page', async () => {
    const { result } = renderHook(useWorkers, { wrapper });
    act(() => result.current.paging.onPage(2));
    act(() => result.current.sorting.onSort('hireDate', 'desc'));
    expect(store.getState().values).toMatchObject({ sort: 'hireDate', order: 'desc' });
    expect(JSON.parse(localStorage.getItem('workersFilter')!).state.values).toMatchObject({
      sort: 'hireDate',
      order: 'desc',
    });
    expect(result.current.sorting).toMatchObject({ sort: 'hireDate', order: 'desc' });
    expect(result.current.paging.page).toBe(1);
    await waitFor(() =>
      expect(result.current.list.data).toMatchObject({ sort: 'hireDate', order: 'desc', page: 1 }),
    );
  });
});
