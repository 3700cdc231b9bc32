/**
 * Where every shift of a desk starts and ends, whichever way: an opening, a close, a handover
 * (which ends one and starts the next). The shift's row, the desk's cash, the linked register's
 * documents and the errors of the shift's constraints live here and nowhere else.
 */
import { eq } from 'drizzle-orm';
import { cashDesks, shifts } from '../db/schema';
import { ApiError, isUniqueViolation } from '../errors';
import type { Actor } from '../writes/actor';
import {
  assertRegisterReachable,
  registerOnClose,
  registerOnOpen,
} from '../fiscal/shift-documents';

/** The shift another already holds: the caller's own, or the one it is passed to. */
export function shiftHeld(a: Actor, holderId: number, where = '') {
  return holderId === a.user.id
    ? new ApiError(
        409,
        'shift_held',
        `У вас уже открыта смена${where}: сначала закройте или передайте её`,
      )
    : new ApiError(409, 'shift_held', 'У принимающего уже открыта смена');
}

export const deskAlreadyOpen = () =>
  new ApiError(409, 'shift_already_open', 'Эта касса уже открыта: её смену ведёт другой кассир');

/**
 * A refusal before any count, for a desk whose shift could not start on this server: a linked
 * desk's register needs Webkassa.
 */
export const assertShiftCanStart = (a: Actor, deskId: number, sendsCheques: boolean) =>
  assertRegisterReachable(a.tx, deskId, sendsCheques);

/**
 * Starts a shift of `holderId` on a desk (locked by the caller) with the counted cash: the desk
 * holds it from now on, and a linked register is brought to it.
 */
export async function startShift(
  a: Actor,
  sendsCheques: boolean,
  start: { deskId: number; holderId: number; cash: bigint },
): Promise<number> {
  let shiftId: number;
  try {
    [{ id: shiftId }] = await a.tx
      .insert(shifts)
      .values({
        hallId: a.hallId,
        deskId: start.deskId,
        openingCash: start.cash,
        balance: start.cash,
        openedBy: start.holderId,
        heldBy: start.holderId,
        openedAt: a.now,
      })
      .returning({ id: shifts.id });
  } catch (error) {
    if (isUniqueViolation(error, 'shifts_holder_open_uq')) throw shiftHeld(a, start.holderId);
    if (isUniqueViolation(error, 'shifts_desk_open_uq')) throw deskAlreadyOpen();
    throw error;
  }
  await setDeskCash(a, start.deskId, start.cash);
  await registerOnOpen(a, shiftId, sendsCheques);
  return shiftId;
}

/**
 * Ends a shift: `expected` is what the ledger says the desk held, `counted` what it holds now;
 * the desk keeps the counted cash and a linked register closes its shift with a Z-report.
 */
export async function endShift(
  a: Actor,
  end: {
    shiftId: number;
    deskId: number;
    closedBy: number | null;
    expected: bigint;
    counted: bigint;
    reason: string | null;
  },
): Promise<void> {
  await a.tx
    .update(shifts)
    .set({
      status: 'closed',
      handingOver: false,
      closedBy: end.closedBy,
      closedAt: a.now,
      expectedCash: end.expected,
      countedCash: end.counted,
      balance: end.expected,
      closeReason: end.reason,
    })
    .where(eq(shifts.id, end.shiftId));
  await setDeskCash(a, end.deskId, end.counted);
  await registerOnClose(a, end.shiftId);
}

const setDeskCash = (a: Actor, deskId: number, cash: bigint) =>
  a.tx.update(cashDesks).set({ balance: cash, countedAt: a.now }).where(eq(cashDesks.id, deskId));
