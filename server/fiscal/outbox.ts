/**
 * The fiscal outbox's one writer (decision 063): every document a register is to be sent — a
 * sale's cheque and its return, cash put into or taken out of a linked desk, the cash a shift
 * opens with, a shift's Z-report — is written here, in the transaction of what it records. The
 * sender (`fiscal-sender.ts`) takes it from there.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OPERATION_SIGN, type OperationType } from '@/lib/shared/cashbox';
import type { FiscalStatus } from '@/lib/shared/fiscal';
import { queryRows, type Db } from '../db/database';
import { fiscalDocuments } from '../db/schema';
import { returnCheque, saleCheque, type ChequeLine, type ChequeRequest } from './cheque';
import { registerOfShift } from './register-records';

type Writer = { tx: Db; hallId: number; now: Date };
type Register = { id: number; desk_id: number };
type Kind = 'sale' | 'return' | 'cash_in' | 'cash_out' | 'z_report';

/** One document, pending, under an external number of its own. */
async function queue(
  w: Writer,
  register: Register,
  doc: {
    kind: Kind;
    shiftId: number | null;
    total: bigint;
    request?: object;
    externalNumber?: string;
    orderId?: number;
    basisId?: number;
  },
) {
  const externalNumber = doc.externalNumber ?? randomUUID();
  await w.tx.insert(fiscalDocuments).values({
    hallId: w.hallId,
    deskId: register.desk_id,
    registerId: register.id,
    kind: doc.kind,
    orderId: doc.orderId,
    shiftId: doc.shiftId,
    basisId: doc.basisId,
    externalNumber,
    request: doc.request ?? {},
    total: doc.total,
    createdAt: w.now,
  });
}

/** The sale's cheque, when the shift's desk is linked to a register. */
export async function queueSaleCheque(
  w: Writer,
  order: { id: number; shiftId: number; lines: ChequeLine[] },
) {
  const register = await registerOfShift(w.tx, order.shiftId);
  if (!register) return;
  const externalNumber = randomUUID();
  const { request, total } = saleCheque({ ...order, externalNumber });
  await queue(w, register, {
    kind: 'sale',
    orderId: order.id,
    shiftId: order.shiftId,
    externalNumber,
    request,
    total,
  });
}

/**
 * The return cheque of a cancelled order whose sale has (or will have) a cheque: on the register
 * of the desk that pays the refund when it is linked, else on the sale's own.
 */
export async function queueReturnCheque(w: Writer, order: { id: number; refundShiftId: number }) {
  const [sale] = await queryRows<{
    id: number;
    register_id: number;
    desk_id: number;
    request: ChequeRequest;
    total: string;
    status: FiscalStatus;
  }>(
    w.tx,
    sql`select id, register_id, desk_id, request, total::text as total, status
        from fiscal_documents where order_id = ${order.id} and kind = 'sale'`,
  );
  if (!sale || sale.status === 'failed') return;
  const refunding = await registerOfShift(w.tx, order.refundShiftId);
  const externalNumber = randomUUID();
  await queue(w, refunding ?? { id: sale.register_id, desk_id: sale.desk_id }, {
    kind: 'return',
    orderId: order.id,
    shiftId: order.refundShiftId,
    basisId: sale.id,
    total: BigInt(sale.total),
    externalNumber,
    request: returnCheque(sale.request, externalNumber),
  });
}

/**
 * Cash put into or taken out of a linked desk other than by a sale or its refund (cash in or
 * out, a collection, a payout, a movement's end, a reversal): a money operation of its register,
 * so that the register's cash follows the desk's. `registerId` when the caller has read it.
 */
export async function queueMoneyOperation(
  w: Writer,
  operation: {
    id: number;
    deskId: number;
    shiftId: number | null;
    type: OperationType;
    amount: bigint;
    registerId?: number | null;
  },
) {
  if (operation.type === 'sale' || operation.type === 'refund' || operation.shiftId === null)
    return;
  const registerId =
    operation.registerId === undefined
      ? (await linkedRegister(w.tx, operation.deskId))?.id
      : operation.registerId;
  if (!registerId) return;
  await queue(
    w,
    { id: registerId, desk_id: operation.deskId },
    {
      kind: OPERATION_SIGN[operation.type] > 0n ? 'cash_in' : 'cash_out',
      shiftId: operation.shiftId,
      total: operation.amount,
      request: { operationId: operation.id },
    },
  );
}

/** The cash a shift opens with, brought onto its register: the difference put in or taken out. */
export async function queueOpeningCash(
  w: Writer,
  register: Register,
  shiftId: number,
  difference: bigint,
) {
  if (difference === 0n) return;
  await queue(w, register, {
    kind: difference > 0n ? 'cash_in' : 'cash_out',
    shiftId,
    total: difference > 0n ? difference : -difference,
    request: { opening: true },
  });
}

/** A shift's Z-report, sent after the shift's last document. */
export const queueZReport = (w: Writer, register: Register, shiftId: number) =>
  queue(w, register, { kind: 'z_report', shiftId, total: 0n });

async function linkedRegister(db: Db, deskId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from fiscal_registers where desk_id = ${deskId} and unlinked_at is null`,
  );
  return row ?? null;
}
