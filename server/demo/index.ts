import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';
import { quietEvents, rebuildRollups } from './bulk-load';
import { seedCashbox } from './cashbox';
import { seedClients } from './clients';
import { seedFiscal } from './fiscal';
import { seedDevices } from './equipment';
import { seedHalls } from './halls';
import { seedGames } from './games';
import { seedMachineDays } from './machines';
import { lacksMachineMoney, seedMachineMoney } from './machine-money';
import { seedMachineCards, seedRecentOrders } from './machine-cards';
import { seedRestrictions } from './restrictions';
import { seedMailings } from './sms-mailings';
import { seedUsers } from './users';
import { seedVisits } from './visits';
import { seedWorkers } from './workers';

/**
 * Demo data, in order, each step with the table it fills. Set-based SQL only. A step runs when
 * its table is empty, so a demo database made before a feature existed gets that feature's data.
 */
const STEPS = [
  { table: 'halls', seed: seedHalls },
  { table: 'users', seed: seedUsers },
  { table: 'workers', seed: seedWorkers },
  { table: 'devices', seed: seedDevices },
  { table: 'clients', seed: seedClients },
  { table: 'visits', seed: seedVisits },
  { table: 'restrictions', seed: seedRestrictions },
  // The cash desk's payouts name the halls' guests and machines.
  { table: 'products', seed: seedCashbox },
  // The registers of the desks that sell, and the cheques of their orders.
  { table: 'fiscal_registers', seed: seedFiscal },
  { table: 'games', seed: seedGames },
  { table: 'sms_mailings', seed: seedMailings },
] as const;

/** Seeds what the demo lacks; returns the tables it filled (none when the demo is complete). */
export async function seedDemo(db: Db): Promise<string[]> {
  const filled: string[] = [];
  await inTransaction(db, async (tx) => {
    await quietEvents(tx);
    for (const step of STEPS) {
      const [{ empty }] = await queryRows<{ empty: boolean }>(
        tx,
        sql`select not exists (select 1 from ${sql.identifier(step.table)}) as empty`,
      );
      if (!empty) continue;
      await step.seed(tx);
      filled.push(step.table);
    }
    // Visits and game statistics are loaded with their triggers off: count their rollups once.
    if (filled.includes('visits') || filled.includes('games')) await rebuildRollups(tx);
    // The machines share the hall's days, so they come once those are counted.
    const [{ machines }] = await queryRows<{ machines: boolean }>(
      tx,
      sql`select exists (select 1 from machine_stats_daily) as machines`,
    );
    if (!machines) {
      // Their cards and history first, through their work orders: a machine plays only on the
      // days it stands in its hall; the quarters are filed from them.
      await seedMachineCards(tx, new Date());
      filled.push('machine_orders');
      await seedMachineDays(tx);
      filled.push('machine_stats_daily');
    }
  });
  // A week of the machines' money goes through the product's own ways, each in its transaction.
  if (await lacksMachineMoney(db)) {
    await seedMachineMoney(db, new Date());
    await seedRecentOrders(db, new Date());
    filled.push('machine_money');
  }

  // Fresh planner statistics: PGlite runs no autovacuum, and without them the reports' joins are
  // planned for empty tables (a nested loop over every row instead of a hash).
  if (filled.length) await db.execute(sql`analyze`);
  return filled;
}
