/**
 * The hall's fiscal report (decision 063): per desk and hall day, the sales the journal holds
 * and the cheques the registers issued for them — with and without a cheque, issued, pending,
 * failed — and the two totals, which agree once every cheque is issued.
 */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { checkRange, dateRangeQuery } from '../list-query';
import { Money } from '../money-fields';

export const FiscalReportQuery = z.object({ ...dateRangeQuery }).superRefine(checkRange);

const FiscalReportRow = z
  .object({
    day: z.string().openapi({ description: 'День зала, YYYY-MM-DD' }),
    deskId: z.number().int(),
    desk: z.string(),
    sales: z.number().int().openapi({ description: 'Продаж в журнале кассы' }),
    withCheque: z.number().int().openapi({ description: 'Из них с чеком (любого статуса)' }),
    withoutCheque: z.number().int().openapi({ description: 'Без чека: касса не была привязана' }),
    issued: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
    returns: z.number().int().openapi({ description: 'Чеков возврата' }),
    journalTotal: Money.openapi({ description: 'Продажи минус возвраты по журналу кассы' }),
    chequesTotal: Money.openapi({
      description: 'Выданные чеки продажи минус выданные чеки возврата',
    }),
    agree: z.boolean().openapi({ description: 'Итоги совпадают' }),
  })
  .openapi('FiscalReportRow');

export const FiscalReport = z.object({ items: z.array(FiscalReportRow) }).openapi('FiscalReport');

export type FiscalReportFilter = z.infer<typeof FiscalReportQuery>;

export async function fiscalReport(db: Db, hallId: number, range: FiscalReportFilter) {
  const zone = sql`(select timezone from halls where id = ${hallId})`;
  const within = (column: ReturnType<typeof sql.raw>) => sql`
    (${range.from ?? null}::date is null or ${column} >= (${range.from ?? null}::date)::timestamp at time zone ${zone})
    and (${range.to ?? null}::date is null or ${column} < (${range.to ?? null}::date + 1)::timestamp at time zone ${zone})`;
  const rows = await queryRows<{
    day: string;
    desk_id: number;
    desk: string;
    sales: number;
    with_cheque: number;
    issued: number;
    pending: number;
    failed: number;
    returns: number;
    journal: string;
    cheques: string;
  }>(
    db,
    sql`with journal as (
          select desk_id, to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day,
            count(*) filter (where type = 'sale')::int as sales,
            sum(case when type = 'sale' then amount else -amount end) as total
          from cash_operations
          where hall_id = ${hallId} and type in ('sale', 'refund') and ${within(sql.raw('created_at'))}
          group by 1, 2
        ), cheques as (
          select desk_id, to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day,
            count(*) filter (where kind = 'sale')::int as with_cheque,
            count(*) filter (where kind = 'sale' and status = 'issued')::int as issued,
            count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'failed')::int as failed,
            count(*) filter (where kind = 'return')::int as returns,
            sum(case when status <> 'issued' then 0 when kind = 'sale' then total else -total end) as total
          from fiscal_documents
          where hall_id = ${hallId} and kind in ('sale', 'return') and ${within(sql.raw('created_at'))}
          group by 1, 2
        )
        select coalesce(j.day, c.day) as day, d.id as desk_id, d.name as desk,
          coalesce(j.sales, 0) as sales, coalesce(c.with_cheque, 0) as with_cheque,
          coalesce(c.issued, 0) as issued, coalesce(c.pending, 0) as pending,
          coalesce(c.failed, 0) as failed, coalesce(c.returns, 0) as returns,
          coalesce(j.total, 0)::text as journal, coalesce(c.total, 0)::text as cheques
        from journal j
        full join cheques c on c.desk_id = j.desk_id and c.day = j.day
        join cash_desks d on d.id = coalesce(j.desk_id, c.desk_id)
        order by 1 desc, d.name, d.id`,
  );
  return {
    items: rows.map((r) => ({
      day: r.day,
      deskId: r.desk_id,
      desk: r.desk,
      sales: r.sales,
      withCheque: r.with_cheque,
      withoutCheque: Math.max(0, r.sales - r.with_cheque),
      issued: r.issued,
      pending: r.pending,
      failed: r.failed,
      returns: r.returns,
      journalTotal: fromMinorUnits(BigInt(r.journal)),
      chequesTotal: fromMinorUnits(BigInt(r.cheques)),
      agree: r.with_cheque === 0 || r.journal === r.cheques,
    })),
  };
}
