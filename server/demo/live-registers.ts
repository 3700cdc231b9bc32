/**
 * The demo's registers in the simulator's cabinet (decision 063). A cloud register keeps its cash
 * across the chain's restarts; the simulator forgets everything, so at each start every linked
 * register is entered again, at its hall's address, holding what the chain has sent it — a
 * withdrawal sent before is then not refused for cash the simulator never heard of — in the shift
 * its last answer named (the next one after a Z), so its cheques' numbers go on from there.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { WebkassaSimulator } from '../fiscal/webkassa-simulator';

export async function restoreSimulatedRegisters(db: Db, simulator: WebkassaSimulator) {
  const rows = await queryRows<{
    cashbox: string;
    address: string;
    cash: string;
    shift: number | null;
  }>(
    db,
    sql`select r.cashbox_unique_number as cashbox, min(h.city || ', ' || h.address) as address,
          coalesce(sum(case d.kind when 'sale' then d.total when 'cash_in' then d.total
            when 'return' then -d.total when 'cash_out' then -d.total else 0 end)
            filter (where d.status = 'issued'), 0)::text as cash,
          (select case when l.kind = 'z_report' then l.shift_number + 1 else l.shift_number end
            from fiscal_documents l
            where l.register_id = r.id and l.status = 'issued' and l.shift_number is not null
            order by l.id desc limit 1) as shift
        from fiscal_registers r join halls h on h.id = r.hall_id
        left join fiscal_documents d on d.register_id = r.id
        where r.unlinked_at is null
        group by r.id, r.cashbox_unique_number`,
  );
  for (const row of rows) {
    const register = simulator.addRegister(row.cashbox, {
      address: row.address,
      cash: Number(row.cash) / 100,
    });
    if (row.shift !== null) register.shiftNumber = row.shift;
  }
  return rows.length;
}
