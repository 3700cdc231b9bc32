import { journalQuery, shiftArchiveQuery } from '@/lib/api/cashbox';
import { ordersQuery } from '@/lib/api/bar';
import { firstPage, pagedList } from '../common/use-paged-list';
import { deskTopQueries } from './desk-top';

export const journalList = pagedList({ key: 'cashboxFilter', pageSize: 50, query: journalQuery });
export const ordersList = pagedList({ key: 'orderFilter', pageSize: 25, query: ordersQuery });
export const shiftArchiveList = pagedList({
  key: 'shiftsFilter',
  pageSize: 20,
  query: shiftArchiveQuery,
});

/** What the cash desk shows first: the desk's top (its shift, handovers, cash in transit), the journal's first page. */
export const cashboxFirstData = (hallId: number) => [
  ...deskTopQueries(hallId),
  ...firstPage(journalList)(hallId),
];
