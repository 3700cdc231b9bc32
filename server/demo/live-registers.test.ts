import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { closeTestDatabase, testDatabase } from '../test/test-app';
import { restoreSimulatedRegisters } from './live-registers';
import { webkassaSimulator } from '../fiscal/webkassa-simulator';

afterAll(closeTestDatabase);

describe('the demo’s registers at a start', () => {
  it('are entered in the simulator at their hall’s address, with the cash and shift of their history', async () => {
    const { db } = await testDatabase();
    const simulator = webkassaSimulator({ openAccounts: true });
    expect(await restoreSimulatedRegisters(db, simulator)).toBeGreaterThanOrEqual(18);
    // The register with the longest history of the demo's.
    const [history] = await queryRows<{ bar: string; cash: string; shift: number }>(
      db,
      sql`select r.cashbox_unique_number as bar, max(d.shift_number) as shift,
            sum(case d.kind when 'sale' then d.total else -d.total end)::text as cash
          from fiscal_documents d join fiscal_registers r on r.id = d.register_id
          where r.cashbox_unique_number like 'SWK000%' and d.status = 'issued'
          group by r.cashbox_unique_number order by count(*) desc limit 1`,
    );
    const { bar } = history;
    expect(history.shift).toBeGreaterThan(1);
    expect(simulator.register(bar)).toMatchObject({
      address: expect.stringMatching(/^(Алматы|Астана|Шымкент|Караганда), /),
      cash: Number(history.cash) / 100,
      shiftNumber: history.shift,
    });
    // A number no desk is linked to is not in the cabinet.
    expect(simulator.register('SWK99999999')).toBeUndefined();
  });
});
