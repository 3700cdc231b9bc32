import { accountsQuery } from '@/lib/api/accounts';
import { pagedList } from '../../common/use-paged-list';

/** The accounts the user keeps, across their halls (the hall is a filter, not the screen's). */
export const accountsList = pagedList({
  key: 'accountsFilter',
  pageSize: 25,
  query: (_hallId, params) => accountsQuery(params),
});
