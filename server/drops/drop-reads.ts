/**
 * The hall's drops as the screens read them. Blind until counted: neither the meters' notes nor
 * the first count is told to anyone while the count is open, the manager included, who may be
 * one of the counters.
 */
import { sql } from 'drizzle-orm';
import type { DropStatus } from '@/lib/shared/drops';
import type { TransferStatus } from '@/lib/shared/cash-transfers';
import { fromMinorUnits } from '@/lib/shared/money';
import type { SessionUser } from '../auth/sessions';
import { queryRows, type Db } from '../db/database';
import { errors } from '../errors';
import { secondPeople } from '../halls/hall-witness';
import { notesTotal, type Notes } from './notes';

type DropRow = {
  id: number;
  status: DropStatus;
  collected_at: Date | string;
  collected_by: string | null;
  witness: string | null;
  counted_by_id: number | null;
  counted_by: string | null;
  confirmed_by: string | null;
  confirmed_at: Date | string | null;
  boxes: number;
  total: string | null;
  expected: string | null;
  transfer_id: number | null;
  transfer_status: TransferStatus | null;
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const selectDrops = (where: ReturnType<typeof sql>) => sql`
  select d.id, d.status, d.collected_at, c.full_name as collected_by, w.full_name as witness,
    d.counted_by as counted_by_id, k.full_name as counted_by, f.full_name as confirmed_by,
    d.confirmed_at, d.total::text as total, t.id as transfer_id, t.status as transfer_status,
    (select count(*)::int from machine_drop_boxes b where b.drop_id = d.id) as boxes,
    (select sum(e.value::bigint * e.count::bigint * 100)::text
      from machine_drop_boxes b, jsonb_each_text(b.expected) as e(value, count)
      where b.drop_id = d.id) as expected
  from machine_drops d
  left join users c on c.id = d.collected_by
  left join users w on w.id = d.witness_id
  left join users k on k.id = d.counted_by
  left join users f on f.id = d.confirmed_by
  left join cash_transfers t on t.id = d.transfer_id
  where ${where}`;

function toDrop(row: DropRow) {
  const counted = row.status === 'counted';
  const total = counted ? BigInt(row.total ?? '0') : null;
  return {
    id: row.id,
    status: row.status,
    collectedAt: iso(row.collected_at)!,
    collectedBy: row.collected_by,
    witness: row.witness,
    countedBy: row.counted_by,
    confirmedBy: row.confirmed_by,
    confirmedAt: iso(row.confirmed_at),
    boxes: row.boxes,
    total: total === null ? null : fromMinorUnits(total),
    difference: total === null ? null : fromMinorUnits(total - BigInt(row.expected ?? '0')),
    transfer:
      row.transfer_id === null ? null : { id: row.transfer_id, status: row.transfer_status! },
  };
}

/** The hall's last drops, newest first. */
export async function listDrops(db: Db, hallId: number) {
  const rows = await queryRows<DropRow>(
    db,
    sql`${selectDrops(sql`d.hall_id = ${hallId}`)} order by d.collected_at desc, d.id desc limit 50`,
  );
  return { items: rows.map(toDrop) };
}

/** One drop with its boxes; the figures once the count agreed. */
export async function dropDetail(db: Db, hallId: number, dropId: number, viewer: SessionUser) {
  const [row] = await queryRows<DropRow>(
    db,
    selectDrops(sql`d.hall_id = ${hallId} and d.id = ${dropId}`),
  );
  if (!row) throw errors.notFound('Выемка не найдена');
  const boxes = await queryRows<{
    device_id: number;
    number: string;
    name: string;
    box_number: string;
    swapped: boolean;
    expected: Notes;
    counted: Notes | null;
  }>(
    db,
    sql`select b.device_id, v.number, v.name, b.box_number, b.swapped, b.expected, b.counted
        from machine_drop_boxes b join devices v on v.id = b.device_id
        where b.drop_id = ${dropId}
        order by v.number`,
  );
  const counted = row.status === 'counted';
  return {
    ...toDrop(row),
    canCount: row.status === 'collected',
    canConfirm: row.status === 'counting' && row.counted_by_id !== viewer.id,
    items: boxes.map((b) => {
      const notes = counted ? noteLines(b.expected, b.counted ?? {}) : [];
      const total = counted ? notesTotal(b.counted ?? {}) : null;
      const expected = counted ? notesTotal(b.expected) : null;
      return {
        deviceId: b.device_id,
        number: b.number,
        name: b.name,
        boxNumber: b.box_number,
        swapped: b.swapped,
        counted: total === null ? null : fromMinorUnits(total),
        expected: expected === null ? null : fromMinorUnits(expected),
        difference: total === null ? null : fromMinorUnits(total - expected!),
        notes,
      };
    }),
  };
}

/** Each denomination either side names, largest first: counted against the meter. */
function noteLines(expected: Notes, counted: Notes) {
  const values = [...new Set([...Object.keys(expected), ...Object.keys(counted)])].sort(
    (x, y) => Number(y) - Number(x),
  );
  return values.map((value) => {
    const e = Number(expected[value] ?? 0);
    const c = Number(counted[value] ?? 0);
    return { value, counted: c, expected: e, difference: c - e };
  });
}

/**
 * What a new drop needs: the machines with a bill validator, and who may be the second person
 * (the hall's staff in work other than the viewer).
 */
export async function dropStart(db: Db, hallId: number, viewer: SessionUser) {
  const machines = await queryRows<{ id: number; number: string; name: string }>(
    db,
    sql`select id, number, name from devices
        where hall_id = ${hallId} and type = 'game_terminal' and cardinality(bill_notes) > 0
          and out_of_service_on is null
        order by number`,
  );
  return { machines, people: await secondPeople(db, hallId, viewer.id) };
}
