/**
 * The financial monitoring register (decision 057): every winnings payout at or above
 * `AML_THRESHOLD_TENGE`, with the client's identity copied as it was when paid. Head office reads
 * and exports it for the FM-1 report; a correction is a new entry naming the one it corrects.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@/lib/shared/identity';
import { hallClock } from '@/lib/shared/hall-time';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { errors } from '../errors';
import { text, type ExportFile } from '../exports/export-file';
import { recordAudit } from '../writes/audit';
import type { Actor } from '../writes/actor';
import type { MonitoringFilter } from './winning-schemas';
import type { z } from '@hono/zod-openapi';
import type { MonitoringCorrection, MonitoringEntry } from './winning-schemas';
import { allRows, listPage, rawRows } from '../list-page';

/** Citizens carry an IIN; a foreigner's record names the country. */
const CITIZEN = 'KAZ';

/** Enters a payout in the register, in the payout's transaction, with the client as they are. */
export async function recordMonitoring(
  a: Actor,
  operationId: number,
  amount: bigint,
  clientId: number,
) {
  const at = a.now.toISOString();
  await queryRows(
    a.tx,
    sql`insert into monitoring_entries (hall_id, operation_id, occurred_at, amount, client_id,
          iin, document_type, document_number, full_name, citizenship, created_by, created_at)
        select ${a.hallId}, ${operationId}, ${at}::timestamptz, ${amount}, id, iin, document_type,
          document_number, full_name, coalesce(citizenship, ${CITIZEN}), ${a.user.id},
          ${at}::timestamptz
        from clients where id = ${clientId}`,
  );
}

type Row = {
  id: number;
  occurred_at: Date | string;
  hall_id: number;
  hall_name: string;
  timezone: string;
  amount: string;
  operation_id: number;
  client_id: number | null;
  iin: string | null;
  document_type: DocumentType | null;
  document_number: string | null;
  full_name: string;
  citizenship: string;
  corrects_id: number | null;
  reason: string;
  created_at: Date | string;
  created_by: string | null;
  total: number;
};

type Entry = z.infer<typeof MonitoringEntry>;

const toEntry = (r: Row): Entry => ({
  id: r.id,
  occurredAt: new Date(r.occurred_at).toISOString(),
  hallId: r.hall_id,
  hallName: r.hall_name,
  amount: fromMinorUnits(BigInt(r.amount)),
  operationId: r.operation_id,
  clientId: r.client_id,
  iin: r.iin,
  document: r.document_number
    ? `${DOCUMENT_TYPE_LABELS[r.document_type!]} ${r.document_number}`
    : null,
  fullName: r.full_name,
  citizenship: r.citizenship,
  correctsId: r.corrects_id,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  createdBy: r.created_by,
});

type RegisterFilter = Omit<MonitoringFilter, 'page' | 'pageSize'>;

function filterOf(filter: RegisterFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.hallId) conditions.push(sql`m.hall_id = ${Number(filter.hallId)}`);
  const day = sql`(m.occurred_at at time zone h.timezone)::date`;
  if (filter.from) conditions.push(sql`${day} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${day} <= ${filter.to}::date`);
  return sql.join(conditions, sql` and `);
}

const selectEntries = (db: Db, where: SQL) =>
  rawRows<Row>(
    db,
    sql`select m.id, m.occurred_at, m.hall_id, h.name as hall_name, h.timezone,
          m.amount::text, m.operation_id, m.client_id, m.iin, m.document_type, m.document_number,
          m.full_name, m.citizenship, m.corrects_id, m.reason, m.created_at,
          u.full_name as created_by, count(*) over ()::int as total
        from monitoring_entries m
        join halls h on h.id = m.hall_id
        left join users u on u.id = m.created_by
        where ${where}
        order by m.occurred_at desc, m.id desc`,
  );

/** A page of the register, newest first. */
export async function listMonitoring(db: Db, filter: MonitoringFilter, thresholdTenge: number) {
  const page = await listPage(
    filter,
    { rows: selectEntries(db, filterOf(filter)), total: 'window' },
    (rows) => rows.map(toEntry),
  );
  return { threshold: fromMinorUnits(BigInt(thresholdTenge) * 100n), ...page };
}

/** The register of a filter as a file, with the columns an FM-1 report is filled from. */
export function monitoringFile(db: Db, filter: RegisterFilter, day: string): ExportFile {
  const where = filterOf(filter);
  async function* rows() {
    for await (const r of allRows(selectEntries(db, where))) {
      const e = toEntry(r);
      yield [
        e.id,
        hallClock(r.timezone).dateTime(e.occurredAt),
        e.hallName,
        e.amount,
        e.iin,
        e.document,
        e.fullName,
        e.citizenship,
        e.operationId,
        e.correctsId,
        e.reason,
      ];
    }
  }
  return {
    name: `Реестр финансового мониторинга — ${day}`,
    asciiName: `monitoring-payouts-${day}`,
    sections: [
      {
        title: 'Выплаты выигрышей',
        columns: [
          { header: '№ записи', kind: 'count' },
          text('Дата и время (зала)', 20),
          text('Зал', 24),
          { header: 'Сумма, ₸', kind: 'money' },
          text('ИИН', 14),
          text('Документ', 24),
          text('ФИО', 32),
          text('Гражданство'),
          { header: '№ операции', kind: 'count' },
          { header: 'Исправляет запись', kind: 'count' },
          text('Основание исправления', 32),
        ],
        rows: rows(),
      },
    ],
  };
}

/**
 * A correction of an entry: a new entry with the corrected fields and the rest copied, naming
 * the one it corrects and why. The old entry stays as it was.
 */
export async function correctEntry(
  a: Actor,
  id: number,
  input: z.infer<typeof MonitoringCorrection>,
): Promise<Entry> {
  const at = a.now.toISOString();
  const amount = input.amount === undefined ? null : toMinorUnits(input.amount);
  const [created] = await queryRows<{ id: number }>(
    a.tx,
    sql`insert into monitoring_entries (hall_id, operation_id, occurred_at, amount, client_id,
          iin, document_type, document_number, full_name, citizenship, corrects_id, reason,
          created_by, created_at)
        select hall_id, operation_id, occurred_at, coalesce(${amount}::bigint, amount), client_id,
          iin, document_type, document_number, coalesce(${input.fullName ?? null}::text, full_name),
          coalesce(${input.citizenship ?? null}::text, citizenship), id, ${input.reason},
          ${a.user.id}, ${at}::timestamptz
        from monitoring_entries where id = ${id}
        returning id`,
  );
  if (!created) throw errors.notFound('Запись реестра не найдена');
  await recordAudit(
    a,
    'monitoring.correct',
    created.id,
    { corrects: id, reason: input.reason },
    null,
  );
  const [row] = await selectEntries(a.tx, sql`m.id = ${created.id}`)
    .limit(1)
    .offset(0);
  return toEntry(row);
}
