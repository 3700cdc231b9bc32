/**
 * Wins the hall owes (decision 057): asked for at the desk, decided by the manager, paid from the
 * list or by the asking request sent again. Each change locks the row, so an approval and a
 * refusal racing decide once, and two payments of one win pay once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shortName } from '@/lib/shared/clients';
import { fromMinorUnits } from '@/lib/shared/money';
import type { PayoutKind } from '@/lib/shared/cashbox';
import { PAYOUT_DAYS, WINNING_STATUS_LABELS, type WinningStatus } from '@/lib/shared/winnings';
import { queryRows, type Db } from '../db/database';
import { ApiError, errors } from '../errors';
import { operationById } from '../cashbox/journal';
import { postOperation } from '../cashbox/ledger';
import type { OperationRecord } from '../cashbox/operation-schemas';
import { recordAudit } from '../writes/audit';
import type { Actor } from '../writes/actor';
import { recordMonitoring } from './monitoring';
import type { Payee } from './payee';
import type { OwedWinningRecord } from './winning-schemas';

type Row = {
  id: number;
  hall_id: number;
  status: WinningStatus;
  needs_approval: boolean;
  amount: string;
  client_id: number;
  client_name: string;
  terminal: string;
  device_id: number;
  payout_kind: PayoutKind | null;
  requested_at: Date | string;
  requested_by: string | null;
  requested_by_id: number;
  deadline: string;
  overdue: boolean;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision_note: string;
  operation_id: number | null;
  fingerprint: string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const toWinning = (r: Row): OwedWinningRecord => ({
  id: r.id,
  hallId: r.hall_id,
  status: r.status,
  needsApproval: r.needs_approval,
  amount: fromMinorUnits(BigInt(r.amount)),
  client: { id: r.client_id, shortName: shortName(r.client_name) },
  terminal: r.terminal,
  requestedAt: iso(r.requested_at)!,
  requestedBy: r.requested_by,
  requestedById: r.requested_by_id,
  deadline: r.deadline,
  overdue: r.overdue,
  decidedAt: iso(r.decided_at),
  decidedBy: r.decided_by,
  decisionNote: r.decision_note,
  operationId: r.operation_id,
});

/** The hall's wins matching `where`, each with its names and whether its deadline has passed. */
function selectWinnings(db: Db, now: Date, where: SQL, lock = false) {
  return queryRows<Row>(
    db,
    sql`select w.id, w.hall_id, w.status, w.needs_approval, w.amount::text, w.client_id,
          c.full_name as client_name, d.number as terminal, w.device_id, w.payout_kind, w.requested_at,
          rq.full_name as requested_by, w.requested_by as requested_by_id, w.deadline::text,
          (w.status in ('pending', 'approved') and w.deadline <
            (${now.toISOString()}::timestamptz at time zone h.timezone)::date) as overdue,
          w.decided_at, dc.full_name as decided_by, w.decision_note, w.operation_id,
          w.fingerprint
        from owed_winnings w
        join halls h on h.id = w.hall_id
        join clients c on c.id = w.client_id
        join devices d on d.id = w.device_id
        left join users rq on rq.id = w.requested_by
        left join users dc on dc.id = w.decided_by
        where ${where}
        order by w.deadline, w.id
        ${lock ? sql`for update of w` : sql``}`,
  );
}

/** What the desk still owes: waiting for approval or ready to pay, nearest deadline first. */
export async function listOwed(db: Db, hallId: number, now: Date) {
  const rows = await selectWinnings(
    db,
    now,
    sql`w.hall_id = ${hallId} and w.status in ('pending', 'approved')`,
  );
  return { items: rows.map(toWinning), total: rows.length };
}

/** The wins that needed a manager's decision, by status (`all` for every one), newest first. */
export async function listApprovals(
  db: Db,
  hallId: number,
  status: WinningStatus | 'all',
  now: Date,
) {
  const rows = await selectWinnings(
    db,
    now,
    sql`w.hall_id = ${hallId} and w.needs_approval
        and ${status === 'all' ? sql`true` : sql`w.status = ${status}`}
        and (w.status = 'pending'
          or w.requested_at > ${now.toISOString()}::timestamptz - interval '90 days')`,
  );
  const items = rows.map(toWinning).reverse();
  return { items, total: items.length };
}

/**
 * The win a request asks for, once per user and Idempotency-Key: a twin request of the same key
 * finds the first one's row. It waits for approval, or is owed at once when it needs none.
 */
export async function owe(
  a: Actor,
  input: {
    key: string;
    fingerprint: string;
    amount: bigint;
    needsApproval: boolean;
    payoutKind: PayoutKind | null;
  },
  payee: Payee,
  today: string,
): Promise<OwedWinningRecord & { fingerprint: string }> {
  const mine = sql`w.requested_by = ${a.user.id} and w.request_key = ${input.key}`;
  // A request sent again finds its row without spending a number of the sequence.
  const [known] = await selectWinnings(a.tx, a.now, mine);
  if (known) return { ...toWinning(known), fingerprint: known.fingerprint };
  const inserted = await queryRows<{ id: number }>(
    a.tx,
    sql`insert into owed_winnings (hall_id, client_id, device_id, amount, payout_kind, status,
          needs_approval, requested_by, request_key, fingerprint, requested_at, deadline)
        values (${a.hallId}, ${payee.clientId}, ${payee.deviceId}, ${input.amount}, ${input.payoutKind},
          ${input.needsApproval ? 'pending' : 'approved'}, ${input.needsApproval}, ${a.user.id},
          ${input.key}, ${input.fingerprint}, ${a.now.toISOString()}::timestamptz,
          ${today}::date + ${PAYOUT_DAYS}::int)
        on conflict (requested_by, request_key) do nothing
        returning id`,
  );
  const [row] = await selectWinnings(a.tx, a.now, mine);
  if (inserted.length > 0) {
    await recordAudit(a, 'payout.request', row.id, {
      amount: fromMinorUnits(input.amount),
      clientId: payee.clientId,
      terminal: payee.terminal,
      needsApproval: input.needsApproval,
    });
  }
  return { ...toWinning(row), fingerprint: row.fingerprint };
}

const decidedAlready = (status: WinningStatus) =>
  new ApiError(
    409,
    'already_decided',
    `Решение по выплате уже принято: ${WINNING_STATUS_LABELS[status].toLowerCase()}`,
  );

/**
 * The manager's approval or refusal of a waiting payout: once (a second decision is 409), never
 * by the one who asked (403), and only in the hall of the path.
 */
export async function decide(
  a: Actor,
  id: number,
  decision: 'approved' | 'refused',
  note = '',
): Promise<OwedWinningRecord> {
  const [row] = await selectWinnings(
    a.tx,
    a.now,
    sql`w.id = ${id} and w.hall_id = ${a.hallId}`,
    true,
  );
  if (!row || !row.needs_approval) throw errors.notFound('Выплата не найдена');
  if (row.requested_by_id === a.user.id) {
    throw new ApiError(403, 'own_payout', 'Свою выплату одобряет другой сотрудник');
  }
  if (row.status !== 'pending') throw decidedAlready(row.status);
  await queryRows(
    a.tx,
    sql`update owed_winnings set status = ${decision}, decided_by = ${a.user.id},
          decided_at = ${a.now.toISOString()}::timestamptz, decision_note = ${note},
          version = version + 1
        where id = ${id}`,
  );
  await recordAudit(a, decision === 'approved' ? 'payout.approve' : 'payout.refuse', id, {
    amount: fromMinorUnits(BigInt(row.amount)),
    ...(note && { reason: note }),
  });
  const [decided] = await selectWinnings(a.tx, a.now, sql`w.id = ${id}`);
  return toWinning(decided);
}

export const refusedByManager = () =>
  new ApiError(409, 'payout_refused', 'Управляющий отказал в выплате');

/**
 * Pays an owed win from the desk's open shift: the payout names its client and machine, the
 * win is settled, and one at or above the monitoring threshold enters the register. A win paid
 * already answers its payout again.
 */
export async function payOwed(
  a: Actor,
  id: number,
  amlUnits: bigint,
  note = '',
): Promise<OperationRecord> {
  const [row] = await selectWinnings(
    a.tx,
    a.now,
    sql`w.id = ${id} and w.hall_id = ${a.hallId}`,
    true,
  );
  if (!row) throw errors.notFound('Выплата не найдена');
  if (row.status === 'paid') return operationById(a.tx, a.hallId, row.operation_id!);
  if (row.status === 'pending') {
    throw new ApiError(409, 'approval_pending', 'Выплата ждёт одобрения управляющего');
  }
  if (row.status === 'refused') throw refusedByManager();
  const operation = await payWinning(
    a,
    BigInt(row.amount),
    {
      clientId: row.client_id,
      shortName: shortName(row.client_name),
      deviceId: row.device_id,
      terminal: row.terminal,
    },
    note,
    amlUnits,
    row.payout_kind,
  );
  await queryRows(
    a.tx,
    sql`update owed_winnings set status = 'paid', operation_id = ${operation.id},
          version = version + 1
        where id = ${id}`,
  );
  return operation;
}

/** A winnings payout from the open shift, entered in the monitoring register when it is large. */
export async function payWinning(
  a: Actor,
  amount: bigint,
  payee: Pick<Payee, 'clientId' | 'shortName' | 'deviceId' | 'terminal'>,
  note: string,
  amlUnits: bigint,
  payoutKind: PayoutKind | null = null,
): Promise<OperationRecord> {
  const operation = await postOperation(a, {
    type: 'payout',
    amount,
    note,
    payee,
    ...(payoutKind && { payoutKind }),
  });
  if (amount >= amlUnits) await recordMonitoring(a, operation.id, amount, payee.clientId);
  return operation;
}
