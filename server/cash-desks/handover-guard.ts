import { and, eq, inArray } from 'drizzle-orm';
import { cashHandovers } from '../db/schema';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';

/** A shift being handed over is counted out: it sends, takes and closes nothing meanwhile. */
export async function assertNoHandover(a: Actor, shiftId: number) {
  const [pending] = await a.tx
    .select({ id: cashHandovers.id })
    .from(cashHandovers)
    .where(
      and(
        eq(cashHandovers.fromShiftId, shiftId),
        inArray(cashHandovers.status, ['pending', 'disputed']),
      ),
    );
  if (pending) throw handoverPending();
}

export const handoverPending = () =>
  new ApiError(
    409,
    'handover_pending',
    'Смена передаётся: дождитесь пересчёта принимающего или отмените передачу',
  );
