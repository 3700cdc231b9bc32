import { phoneQueueQuery } from '@/lib/api/phone-requests';
import { pagedList } from '../common/use-paged-list';

/** The queue of every hall the user may see: head office decides for the whole chain here. */
export const phoneRequestsList = pagedList({
  key: 'changePhoneFilter',
  pageSize: 25,
  query: (_hallId, params) => phoneQueueQuery(params),
});
