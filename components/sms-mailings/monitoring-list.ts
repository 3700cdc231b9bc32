import { monitoringQuery } from '@/lib/api/winnings';
import { pagedList } from '../common/use-paged-list';

export const monitoringList = pagedList({
  key: 'monitoringFilter',
  pageSize: 25,
  query: monitoringQuery,
});
