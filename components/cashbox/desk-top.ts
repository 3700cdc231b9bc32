import { useQuery } from '@tanstack/react-query';
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
  // Three observers rather than `useQueries`, whose machinery the page would load for this alone.
  const shift = useQuery(currentShiftQuery(hallId));
  const handovers = useQuery(handoversQuery(hallId));
  const transit = useQuery(transfersInTransitQuery(hallId));
  return !shift.isPending && !handovers.isPending && !transit.isPending;
}
