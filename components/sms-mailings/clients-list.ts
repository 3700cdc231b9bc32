import { clientsQuery } from '@/lib/api/clients';
import { pagedList } from '../common/use-paged-list';

export const clientsList = pagedList({ key: 'clientsFilter', pageSize: 25, query: clientsQuery });
