import { equipmentQuery } from '@/lib/api/equipment';
import { pagedList } from '../common/use-paged-list';

export const equipmentList = pagedList({
  key: 'equipmentFilter',
  pageSize: 50,
  query: (hallId, { status, ...params }) => equipmentQuery(hallId, { ...params, state: status }),
});
