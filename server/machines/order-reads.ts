import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { errors } from '../errors';
import type { MachineOrderRecord } from './order-schemas';

/** The machine's meters as it last reported them, or null when it has not yet. */
export async function metersSnapshot(db: Db, deviceId: number) {
  const [row] = await queryRows<{ read_at: Date | string; meters: Record<string, unknown> }>(
    db,
    sql`select read_at, meters from machine_meter_base where device_id = ${deviceId}`,
  );
  if (!row) return null;
  const meters = Object.fromEntries(Object.entries(row.meters).map(([k, v]) => [k, String(v)]));
  return { readAt: new Date(row.read_at).toISOString(), meters };
}

type OrderRow = Omit<MachineOrderRecord, 'requestedAt' | 'decidedAt'> & {
  requestedAt: Date | string;
  decidedAt: Date | string | null;
};

const selectOrders = (where: SQL, limit = 500) => sql`
  select o.id, o.device_id as "deviceId", d.number as "deviceNumber", o.kind,
    o.effective_on::text as "effectiveOn", o.status, o.details, o.note,
    r.full_name as "requestedBy", o.requested_by as "requestedById", o.requested_at as "requestedAt",
    w.full_name as witness, x.full_name as "decidedBy", o.decided_at as "decidedAt",
    o.decision_note as "decisionNote", o.meters_before as "metersBefore",
    o.meters_after as "metersAfter", o.linked_order_id as "linkedOrderId", o.version
  from machine_orders o
  join devices d on d.id = o.device_id
  left join users r on r.id = o.requested_by
  left join users w on w.id = o.witness_id
  left join users x on x.id = o.decided_by
  where ${where}
  order by o.id desc
  limit ${limit}`;

const toOrder = (row: OrderRow): MachineOrderRecord => ({
  ...row,
  requestedAt: new Date(row.requestedAt).toISOString(),
  decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
});

export async function findOrder(db: Db, hallId: number, orderId: number) {
  const [row] = await queryRows<OrderRow>(
    db,
    selectOrders(sql`o.id = ${orderId} and o.hall_id = ${hallId}`),
  );
  if (!row) throw errors.notFound('Наряд не найден');
  return toOrder(row);
}

/** A machine's history in this hall, newest first. */
export async function machineHistory(db: Db, hallId: number, deviceId: number) {
  const rows = await queryRows<OrderRow>(
    db,
    selectOrders(sql`o.device_id = ${deviceId} and o.hall_id = ${hallId}`),
  );
  return rows.map(toOrder);
}

/** The hall's orders, newest first; `status` narrows them (the ones waiting for approval). */
export async function hallOrders(db: Db, hallId: number, status?: string) {
  const rows = await queryRows<OrderRow>(
    db,
    selectOrders(
      status ? sql`o.hall_id = ${hallId} and o.status = ${status}` : sql`o.hall_id = ${hallId}`,
      200,
    ),
  );
  return { items: rows.map(toOrder), total: rows.length };
}
