/**
 * The demo's registers in the simulator (decision 063). A cloud register keeps its cash across
 * the chain's restarts; the simulator forgets it, so at each start it is told what each linked
 * register holds by what the chain has sent it, and a withdrawal it was sent before is not refused
 * for cash it never heard of.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { WebkassaSimulator } from './webkassa-simulator';

export async function restoreSimulatedRegisters(db: Db, simulator: WebkassaSimulator) {
  const rows = await queryRows<{ cashbox: string; cash: string }>(
    db,
    sql`select r.cashbox_unique_number as cashbox,
          coalesce(sum(case d.kind when 'sale' then d.total when 'cash_in' then d.total
            when 'return' then -d.total when 'cash_out' then -d.total else 0 end)
            filter (where d.status = 'issued'), 0)::text as cash
        from fiscal_registers r left join fiscal_documents d on d.register_id = r.id
        where r.unlinked_at is null
        group by r.cashbox_unique_number`,
  );
  for (const row of rows) simulator.register(row.cashbox).cash = Number(row.cash) / 100;
  return rows.length;
}
