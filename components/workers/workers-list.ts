import { workersQuery } from '@/lib/api/workers';
import { pagedList } from '../common/use-paged-list';

export const workersList = pagedList({ key: 'workersFilter', pageSize: 25, query: workersQuery });
