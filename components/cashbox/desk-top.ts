import { useQueries } from '@tanstack/react-query';
import { handoversQuery, transfersInTransitQuery } from '@/lib/api/cash-desks';
import { currentShiftQuery } from '@/lib/api/cashbox';

/** What the top of the desk shows: the shift (or its opening), its handovers, cash in transit. */
export const deskTopQueries = (hallId: number) =>
  [currentShiftQuery(hallId), handoversQuery(hallId), transfersInTransitQuery(hallId)] as const;

/**
 * Whether the desk's top has its first answers (or its errors). The journal under it is drawn
 * only then, so that it never moves down when a card above it comes.
 */
export function useDeskTopSettled(hallId: number): boolean {
  return useQueries({
    queries: deskTopQueries(hallId),
    combine: (reads) => reads.every((read) => !read.isPending),
  });
}
