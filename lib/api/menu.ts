import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';

export const menuQuery = () =>
  queryOptions({
    queryKey: ['menu'],
    queryFn: async () => unwrap((await apiClient()).GET('/api/menu')),
    staleTime: 10 * 60 * 1000,
  });
