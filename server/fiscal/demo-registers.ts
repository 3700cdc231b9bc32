/**
 * The demo's registers in the simulator's cabinet (decision 063). A cloud register keeps its cash
 * across the chain's restarts; the simulator forgets everything, so at each start every linked
 * register is entered again, at its hall's address, holding what the chain has sent it — a
 * withdrawal sent before is then not refused for cash the simulator never heard of.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { WebkassaSimulator } from './webkassa-simulator';

export async function restoreSimulatedRegisters(db: Db, simulator: WebkassaSimulator) {
  const rows = await queryRows<{ cashbox: string; address: string; cash: string }>(
    db,
    sql`select r.cashbox_unique_number as cashbox, min(h.city || ', ' || h.address) as address,
          coalesce(sum(case d.kind when 'sale' then d.total when 'cash_in' then d.total
            when 'return' then -d.total when 'cash_out' then -d.total else 0 end)
            filter (where d.status = 'issued'), 0)::text as cash
        from fiscal_registers r join halls h on h.id = r.hall_id
        left join fiscal_documents d on d.register_id = r.id
        where r.unlinked_at is null
        group by r.cashbox_unique_number`,
  );
  for (const row of rows) {
    simulator.addRegister(row.cashbox, { address: row.address, cash: Number(row.cash) / 100 });
  }
  return rows.length;
}
