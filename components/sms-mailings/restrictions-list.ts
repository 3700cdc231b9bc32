import { restrictionsQuery } from '@/lib/api/restrictions';
import { pagedList } from '../common/use-paged-list';

export const restrictionsList = pagedList({
  key: 'restrictionsFilter',
  pageSize: 25,
  query: restrictionsQuery,
});
