import { eq } from 'drizzle-orm';
import { shifts } from '../db/schema';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';

/** A shift being handed over is counted out: it sends, takes and closes nothing meanwhile. */
export async function assertNoHandover(a: Actor, shiftId: number) {
  const [shift] = await a.tx
    .select({ handingOver: shifts.handingOver })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  if (shift?.handingOver) throw handoverPending();
}

export const handoverPending = () =>
  new ApiError(
    409,
    'handover_pending',
    'Смена передаётся: дождитесь пересчёта принимающего или отмените передачу',
  );
