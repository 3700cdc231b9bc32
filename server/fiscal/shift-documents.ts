/**
 * The register follows its desk's shift (decision 063): at the opening, cash put in or taken out
 * so that the register holds what was counted; at the close, the register's Z-report after the
 * shift's last cheque.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import type { FiscalStatus } from '@/lib/shared/fiscal';
import { queueOpeningCash, queueZReport } from './outbox';
import { registerOfShift } from './register-records';

type Writer = { tx: Db; hallId: number; now: Date };

/**
 * The cash the register holds by what it was sent (a failed document moved nothing): sales in
 * cash less returns, plus cash put in, less cash taken out.
 */
export async function registerCash(db: Db, registerId: number): Promise<bigint> {
  const [{ cash }] = await queryRows<{ cash: string }>(
    db,
    sql`select coalesce(sum(case kind when 'sale' then total when 'cash_in' then total
          when 'return' then -total when 'cash_out' then -total else 0 end), 0)::text as cash
        from fiscal_documents where register_id = ${registerId} and status <> 'failed'`,
  );
  return BigInt(cash);
}

/** A linked desk's shift cannot start on a server that sends no cheques: refused before it does. */
export async function assertRegisterReachable(db: Db, deskId: number, canSend: boolean) {
  if (canSend) return;
  const [linked] = await queryRows<{ id: number }>(
    db,
    sql`select id from fiscal_registers where desk_id = ${deskId} and unlinked_at is null`,
  );
  if (linked) throw registerUnreachable();
}

const registerUnreachable = () =>
  new ApiError(
    409,
    'fiscal_unavailable',
    'Касса привязана к кассе ККМ, а сервер не подключён к Webkassa (WEBKASSA_URL): смену не открыть',
  );

/**
 * A shift opened on a linked desk: refused when this server sends no cheques; else the counted
 * cash brought onto the register.
 */
export async function registerOnOpen(w: Writer, shiftId: number, canSend: boolean) {
  const register = await registerOfShift(w.tx, shiftId);
  if (!register) return;
  if (!canSend) throw registerUnreachable();
  const [{ balance }] = await queryRows<{ balance: string }>(
    w.tx,
    sql`select balance::text as balance from cash_desks where id = ${register.desk_id}`,
  );
  const difference = BigInt(balance) - (await registerCash(w.tx, register.id));
  await queueOpeningCash(w, register, shiftId, difference);
}

/** A shift closed on a linked desk: its register's Z-report, sent after its last document. */
export async function registerOnClose(w: Writer, shiftId: number) {
  const register = await registerOfShift(w.tx, shiftId);
  if (register) await queueZReport(w, register, shiftId);
}

/** The register's Z-report of a shift, as far as it has come (null: the desk was not linked). */
export async function registerZReport(db: Db, shiftId: number) {
  const [row] = await queryRows<{
    status: FiscalStatus;
    answer: { ShiftNumber?: number; DocumentCount?: number; SumInCashbox?: number } | null;
    issued_at: Date | string | null;
    error_code: number | null;
    last_error: string | null;
  }>(
    db,
    sql`select status, answer, issued_at, error_code, last_error from fiscal_documents
        where shift_id = ${shiftId} and kind = 'z_report' order by id desc limit 1`,
  );
  if (!row) return null;
  const cash = row.answer?.SumInCashbox;
  return {
    status: row.status,
    shiftNumber: row.answer?.ShiftNumber ?? null,
    documentCount: row.answer?.DocumentCount ?? null,
    cashInRegister: typeof cash === 'number' ? cash.toFixed(2) : null,
    issuedAt: row.issued_at ? new Date(row.issued_at).toISOString() : null,
    error: row.status === 'issued' ? null : row.last_error,
    // Done without a report: the register's shift was closed already (12) or had nothing (13).
    note: row.status === 'issued' && row.error_code !== null ? row.last_error : null,
  };
}
