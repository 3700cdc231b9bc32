import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { DEVICE_OFFLINE_MINUTES } from '@/lib/shared/business-rules';
import type { MachineMoney, ServiceStatus } from '@/lib/shared/equipment';
import { fromMinorUnits } from '@/lib/shared/money';
import type { Db } from '../db/database';
import { devices, deviceStatusHistory, inServiceSql, users } from '../db/schema';
import { ApiError, errors } from '../errors';
import { likePattern } from '../list-query';
import type { Actor } from '../writes/actor';
import { atVersion } from '../writes/audited-edit';
import type { DeviceFilter, DeviceRecord } from './device-schemas';
import { listPage } from '../list-page';

/** A device whose last heartbeat is not after this moment is offline. */
export const offlineCutoff = (now: Date) =>
  new Date(now.getTime() - DEVICE_OFFLINE_MINUTES * 60_000);

/** What a device shows, computed when read: a manager's status wins, then the heartbeat. */
const stateOf = (cutoff: Date) => sql<string>`case
  when ${devices.status} <> 'active' then ${devices.status}
  when ${devices.lastSeenAt} > ${cutoff.toISOString()}::timestamptz then 'online'
  else 'offline' end`;

function stateCondition(state: string, cutoff: Date): SQL | undefined {
  const seen = sql`${devices.lastSeenAt} > ${cutoff.toISOString()}::timestamptz`;
  if (state === 'online') return and(eq(devices.status, 'active'), seen);
  if (state === 'offline')
    return and(eq(devices.status, 'active'), sql`not coalesce(${seen}, false)`);
  return eq(devices.status, state);
}

const columns = (cutoff: Date) => ({
  id: devices.id,
  number: devices.number,
  name: devices.name,
  type: devices.type,
  serial: devices.serial,
  zone: devices.zone,
  state: stateOf(cutoff),
  serviceStatus: devices.status,
  note: devices.note,
  lastSeenAt: devices.lastSeenAt,
  billNotes: devices.billNotes,
  deskCredits: devices.deskCredits,
  tickets: devices.tickets,
  manufacturer: devices.manufacturer,
  romId: devices.romId,
  sealNo: devices.sealNo,
  certificateNo: devices.certificateNo,
  certificateDate: devices.certificateDate,
  denomination: devices.denomination,
  taxRegNo: devices.taxRegNo,
  taxRegDate: devices.taxRegDate,
  gameId: devices.gameId,
  gameName: sql<string | null>`(select g.name from games g where g.id = ${devices.gameId})`,
  inServiceFrom: devices.inServiceFrom,
  outOfServiceOn: devices.outOfServiceOn,
  waitingOrder: sql<string | null>`(select o.kind from machine_orders o
    where o.device_id = ${devices.id} and o.status = 'requested')`,
  version: devices.version,
});

type Row = Record<string, unknown> & {
  type: string;
  lastSeenAt: Date | null;
  denomination: bigint | null;
} & MachineMoney;

const CARD_KEYS = [
  'manufacturer',
  'romId',
  'sealNo',
  'certificateNo',
  'certificateDate',
  'taxRegNo',
  'taxRegDate',
  'gameId',
  'gameName',
  'inServiceFrom',
  'outOfServiceOn',
] as const;

const toDevice = ({ billNotes, deskCredits, tickets, denomination, ...row }: Row): DeviceRecord => {
  const machine = row.type === 'game_terminal';
  const card = Object.fromEntries(CARD_KEYS.map((key) => [key, row[key]]));
  const rest = Object.fromEntries(
    Object.entries(row).filter(([key]) => !(CARD_KEYS as readonly string[]).includes(key)),
  );
  return {
    ...rest,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    money: machine ? { billNotes, deskCredits, tickets } : null,
    card: machine
      ? {
          ...card,
          denomination: denomination === null ? null : fromMinorUnits(BigInt(denomination)),
        }
      : null,
  } as DeviceRecord;
};

/** A machine's ways for money as the device's columns. */
export const moneyColumns = ({ billNotes, deskCredits, tickets }: MachineMoney) => ({
  billNotes,
  deskCredits,
  tickets,
});

/** Type and search: what the counts follow. The status filter narrows only the list. */
function baseCondition(hallId: number, filter: Pick<DeviceFilter, 'type' | 'search'>) {
  const conditions: (SQL | undefined)[] = [eq(devices.hallId, hallId)];
  if (filter.type) conditions.push(eq(devices.type, filter.type));
  const search = filter.search?.trim();
  if (search) {
    conditions.push(like(devices.searchText, likePattern(search.toLocaleLowerCase('ru'))));
  }
  return and(...conditions);
}

export async function listDevices(db: Db, hallId: number, filter: DeviceFilter, now: Date) {
  const cutoff = offlineCutoff(now);
  const base = baseCondition(hallId, filter);
  const where = filter.state ? and(base, stateCondition(filter.state, cutoff)) : base;
  const direction = filter.order === 'desc' ? desc : asc;
  const sortColumn = {
    number: devices.number,
    name: devices.name,
    type: devices.type,
    zone: devices.zone,
    state: stateOf(cutoff),
    lastSeenAt: sql`${devices.lastSeenAt} ${sql.raw(filter.order === 'desc' ? 'desc' : 'asc')} nulls first`,
  }[filter.sort];
  const state = stateOf(cutoff);
  const counted = db
    .select({
      online: sql<number>`count(*) filter (where ${state} = 'online')::int`,
      offline: sql<number>`count(*) filter (where ${state} = 'offline')::int`,
      maintenance: sql<number>`count(*) filter (where ${devices.status} = 'maintenance')::int`,
      broken: sql<number>`count(*) filter (where ${devices.status} = 'broken')::int`,
      gameTerminals: sql<number>`count(*) filter (where ${devices.type} = 'game_terminal'
          and ${devices.status} = 'active' and ${inServiceSql('devices')})::int`,
      total: sql<number>`count(*)::int`,
      filtered: filter.state
        ? sql<number>`count(*) filter (where ${stateCondition(filter.state, cutoff)})::int`
        : sql<number>`count(*)::int`,
    })
    .from(devices)
    .where(base)
    .then(([counts]) => counts);
  const page = await listPage(
    filter,
    {
      rows: db
        .select(columns(cutoff))
        .from(devices)
        .where(where)
        .orderBy(
          filter.sort === 'lastSeenAt' ? sortColumn : direction(sortColumn),
          direction(devices.id),
        ),
      total: counted.then((counts) => counts.filtered),
    },
    (rows) => (rows as Row[]).map(toDevice),
  );
  const { online, offline, maintenance, broken, gameTerminals, total } = await counted;
  const counts = { online, offline, maintenance, broken, gameTerminals, total };
  return { ...page, counts, serverTime: now.toISOString() };
}

export async function findDevice(db: Db, hallId: number, id: number, now: Date) {
  const [row] = await db
    .select(columns(offlineCutoff(now)))
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.hallId, hallId)));
  if (!row) throw errors.notFound('Устройство не найдено');
  return toDevice(row as Row);
}

/**
 * Sets the service status of device `id` at `version` and records it in the device's history, in
 * the actor's transaction (`versionedChange`). The row is locked first, so of two managers acting
 * on one version exactly one succeeds.
 */
export async function changeDeviceStatus(
  a: Actor,
  id: number,
  version: number,
  change: { status: string; note: string },
) {
  const [row] = await a.tx
    .select({ status: devices.status, version: devices.version })
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.hallId, a.hallId)))
    .for('update');
  const current = atVersion(row, version, 'Устройство не найдено');
  if (current.status === change.status) {
    throw new ApiError(409, 'same_status', 'Устройство уже в этом статусе', {
      status: 'Выберите другой статус',
    });
  }
  await a.tx
    .update(devices)
    .set({ status: change.status, note: change.note, version: sql`${devices.version} + 1` })
    .where(eq(devices.id, id));
  await a.tx.insert(deviceStatusHistory).values({
    deviceId: id,
    at: a.now,
    userId: a.user.id,
    fromStatus: current.status,
    toStatus: change.status,
    note: change.note,
  });
  return findDevice(a.tx, a.hallId, id, a.now);
}

export async function deviceHistory(db: Db, hallId: number, deviceId: number) {
  const rows = await db
    .select({
      id: deviceStatusHistory.id,
      at: deviceStatusHistory.at,
      fromStatus: deviceStatusHistory.fromStatus,
      toStatus: deviceStatusHistory.toStatus,
      note: deviceStatusHistory.note,
      userName: users.fullName,
    })
    .from(deviceStatusHistory)
    .innerJoin(devices, eq(devices.id, deviceStatusHistory.deviceId))
    .leftJoin(users, eq(users.id, deviceStatusHistory.userId))
    .where(and(eq(deviceStatusHistory.deviceId, deviceId), eq(devices.hallId, hallId)))
    .orderBy(desc(deviceStatusHistory.at), desc(deviceStatusHistory.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    fromStatus: row.fromStatus as ServiceStatus,
    toStatus: row.toStatus as ServiceStatus,
  }));
}

/** A heartbeat: the device named by its key was seen now. Null when no device has that key. */
export async function recordHeartbeat(db: Db, keyHash: string, now: Date) {
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(eq(devices.keyHash, keyHash))
    .returning({ id: devices.id });
  return row ?? null;
}

/** The device a key names (its hash), or null. */
export async function deviceByKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: devices.id,
      hallId: devices.hallId,
      type: devices.type,
      number: devices.number,
      name: devices.name,
    })
    .from(devices)
    .where(eq(devices.keyHash, keyHash));
  return row ?? null;
}

/** Devices online now and all devices, per hall (for the summary's «оборудование в сети»). */
export async function onlineCounts(db: Db, hallIds: number[], now: Date) {
  const online = stateCondition('online', offlineCutoff(now))!;
  return db
    .select({
      hallId: devices.hallId,
      online: sql<number>`count(*) filter (where ${online})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(devices)
    .where(inArray(devices.hallId, hallIds))
    .groupBy(devices.hallId);
}
