/**
 * A slot machine's work orders (decision 069): asked by one person, approved or refused by
 * another, each in one transaction with the machine's row locked. An approval writes the card;
 * nothing is edited afterwards, a mistake is a new order.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { LEGAL_RTP_MIN } from '@/lib/shared/licence';
import { dottedDay } from '@/lib/shared/iso-date';
import { fromMinorUnits, toMinorUnits } from '@/lib/shared/money';
import { queryRows } from '../db/database';
import { devices, machineOrders } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import { deviceKeyHash, newDeviceKey } from '../equipment/device-keys';
import { hallToday } from '../halls/hall-days';
import { checkWitness } from '../halls/hall-witness';
import { assertHallAccess } from '../halls/hall-access';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { atVersion } from '../writes/audited-edit';
import { findOrder, metersSnapshot } from './order-reads';
import type { OrderRequestInput } from './order-schemas';

type Machine = typeof devices.$inferSelect;

const invalid = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', { [field]: message });

const SERIAL_TAKEN = 'Автомат с этим серийным номером уже в эксплуатации в сети';

/** Runs a write of the card; a serial already in service elsewhere is 409 `serial_in_service`. */
async function cardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'devices_serial_in_service_uq')) {
      throw new ApiError(409, 'serial_in_service', SERIAL_TAKEN, { serial: SERIAL_TAKEN });
    }
    if (isUniqueViolation(error, 'devices_hall_number_uq')) {
      const message = 'В зале назначения уже есть устройство с таким номером';
      throw new ApiError(409, 'duplicate', message, { toNumber: message });
    }
    throw error;
  }
}

async function lockMachine(a: Actor, deviceId: number): Promise<Machine> {
  const [machine] = await a.tx
    .select()
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.hallId, a.hallId)))
    .for('update');
  if (!machine) throw errors.notFound('Устройство не найдено');
  if (machine.type !== 'game_terminal') {
    throw new ApiError(409, 'not_a_machine', 'Наряды оформляются только на игровые автоматы');
  }
  return machine;
}

/** The day the machine's last approved order took effect, or null. */
async function lastEffective(a: Actor, deviceId: number): Promise<string | null> {
  const [row] = await a.tx
    .select({ day: machineOrders.effectiveOn })
    .from(machineOrders)
    .where(and(eq(machineOrders.deviceId, deviceId), eq(machineOrders.status, 'approved')))
    .orderBy(desc(machineOrders.effectiveOn))
    .limit(1);
  return row?.day ?? null;
}

async function checkGame(a: Actor, gameId: number, current: number | null) {
  const [game] = await queryRows<{ rtp: number | null; category: string }>(
    a.tx,
    sql`select theoretical_rtp as rtp, category from games where id = ${gameId}`,
  );
  if (!game) throw invalid('gameId', 'Игра не найдена в каталоге');
  if (game.rtp === null || game.rtp < LEGAL_RTP_MIN * 100) {
    throw invalid(
      'gameId',
      `Теоретический RTP игры не указан или ниже ${LEGAL_RTP_MIN} % (ст. 12 Закона «Об игорном бизнесе»)`,
    );
  }
  if (game.category !== 'slots')
    throw invalid('gameId', 'Игровой автомат работает со слотом каталога');
  if (gameId === current) throw invalid('gameId', 'Автомат уже работает с этой игрой');
}

/**
 * What holds for the order against the machine as it is: checked when it is asked and again when
 * it is approved, since other orders may have been approved between.
 */
async function checkOrder(
  a: Actor,
  machine: Machine,
  kind: string,
  effectiveOn: string,
  details: Record<string, unknown>,
) {
  const last = await lastEffective(a, machine.id);
  if (last && effectiveOn < last) {
    throw invalid(
      'effectiveOn',
      `Дата не раньше последнего утверждённого наряда (${dottedDay(last)})`,
    );
  }
  if (machine.outOfServiceOn) {
    throw new ApiError(
      409,
      'withdrawn',
      'Автомат выведен из эксплуатации в этом зале: наряды на него не оформляются',
    );
  }
  if (kind === 'put_into_service') {
    if (machine.inServiceFrom) {
      throw new ApiError(409, 'already_in_service', 'Автомат уже в эксплуатации');
    }
    await checkGame(a, details.gameId as number, null);
    return;
  }
  if (kind !== 'correction' && !machine.inServiceFrom) {
    throw new ApiError(409, 'not_in_service', 'Автомат ещё не введён в эксплуатацию');
  }
  if (machine.inServiceFrom && effectiveOn < machine.inServiceFrom) {
    throw invalid(
      'effectiveOn',
      `Дата не раньше ввода в эксплуатацию (${dottedDay(machine.inServiceFrom)})`,
    );
  }
  if (kind === 'game_change') await checkGame(a, details.gameId as number, machine.gameId);
  if (kind === 'seal_change' && details.sealNo === machine.sealNo) {
    throw invalid('sealNo', 'Это номер нынешней пломбы');
  }
  if (kind === 'move' && details.toHallId === machine.hallId) {
    throw invalid('toHallId', 'Выберите другой зал');
  }
}

/** What an order keeps of its request, by kind. */
function detailsOf(input: OrderRequestInput, machine: Machine): Record<string, unknown> {
  switch (input.kind) {
    case 'put_into_service':
      return { ...input.card };
    case 'move':
      return {
        toHallId: input.toHallId,
        toNumber: input.toNumber,
        toZone: input.toZone ?? machine.zone,
        toTaxRegNo: input.toTaxRegNo,
        toTaxRegDate: input.toTaxRegDate,
      };
    case 'game_change':
      return { gameId: input.gameId, fromGameId: machine.gameId };
    case 'seal_change':
      return { sealNo: input.sealNo, fromSealNo: machine.sealNo };
    case 'correction': {
      const before = Object.fromEntries(
        Object.keys(input.changes).map((key) => [
          key,
          key === 'denomination' ? denominationText(machine) : machine[key as keyof Machine],
        ]),
      );
      return { changes: input.changes, before };
    }
    default:
      return {};
  }
}

const denominationText = (machine: Machine) =>
  machine.denomination === null ? null : fromMinorUnits(machine.denomination);

/** «Оформить наряд»: the order waits for another person's approval; one at a time a machine. */
export async function requestOrder(a: Actor, deviceId: number, input: OrderRequestInput) {
  const machine = await lockMachine(a, deviceId);
  const today = await hallToday(a.tx, a.hallId, a.now);
  const effectiveOn = input.effectiveOn ?? today;
  if (effectiveOn > today) {
    throw invalid('effectiveOn', 'Наряд оформляется на сделанное: дата не позже сегодняшней');
  }
  const registered =
    input.kind === 'put_into_service'
      ? input.card.taxRegDate
      : input.kind === 'move'
        ? input.toTaxRegDate
        : null;
  if (registered && registered > effectiveOn) {
    throw invalid(
      input.kind === 'move' ? 'toTaxRegDate' : 'card.taxRegDate',
      'Автомат регистрируется в налоговом органе до того, как встанет в зале',
    );
  }
  if (input.kind === 'move') await assertHallAccess(a.tx, a.user, input.toHallId);
  if (input.kind === 'ram_clear') await checkWitness(a, input.witnessId);
  const details = detailsOf(input, machine);
  await checkOrder(a, machine, input.kind, effectiveOn, details);
  let id: number;
  try {
    [{ id }] = await a.tx
      .insert(machineOrders)
      .values({
        hallId: a.hallId,
        deviceId,
        kind: input.kind,
        effectiveOn,
        details,
        note: input.note,
        requestedBy: a.user.id,
        requestedAt: a.now,
        witnessId: input.kind === 'ram_clear' ? input.witnessId : null,
        metersBefore: await metersSnapshot(a.tx, deviceId),
      })
      .returning({ id: machineOrders.id });
  } catch (error) {
    if (isUniqueViolation(error, 'machine_orders_waiting_uq')) {
      throw new ApiError(
        409,
        'order_waiting',
        'У автомата уже есть наряд, который ждёт утверждения',
      );
    }
    throw error;
  }
  await recordAudit(a, 'machine_order.request', id, { deviceId, kind: input.kind, effectiveOn });
  return findOrder(a.tx, a.hallId, id);
}

/** «Утвердить» or «Отклонить»: by another person than who asked; of two at once, one wins. */
export async function decideOrder(
  a: Actor,
  orderId: number,
  version: number,
  decision: { decision: 'approve' | 'refuse'; note: string },
) {
  const [row] = await a.tx
    .select()
    .from(machineOrders)
    .where(and(eq(machineOrders.id, orderId), eq(machineOrders.hallId, a.hallId)))
    .for('update');
  const order = atVersion(row, version, 'Наряд не найден');
  if (order.status !== 'requested') {
    throw new ApiError(409, 'already_decided', 'Наряд уже рассмотрен');
  }
  if (order.requestedBy === a.user.id) {
    throw new ApiError(403, 'second_person', 'Наряд утверждает не тот, кто его оформил');
  }
  if (decision.decision === 'approve') await applyOrder(a, order);
  await a.tx
    .update(machineOrders)
    .set({
      status: decision.decision === 'approve' ? 'approved' : 'refused',
      decidedBy: a.user.id,
      decidedAt: a.now,
      decisionNote: decision.note,
      metersAfter:
        decision.decision === 'approve' ? await metersSnapshot(a.tx, order.deviceId) : null,
      version: sql`${machineOrders.version} + 1`,
    })
    .where(eq(machineOrders.id, orderId));
  await recordAudit(a, `machine_order.${decision.decision}`, orderId, {
    deviceId: order.deviceId,
    kind: order.kind,
  });
  return findOrder(a.tx, a.hallId, orderId);
}

type Order = typeof machineOrders.$inferSelect;

/** An approved order written onto the machine's card. */
async function applyOrder(a: Actor, order: Order) {
  const machine = await lockMachine(a, order.deviceId);
  const details = order.details as Record<string, unknown>;
  await checkOrder(a, machine, order.kind, order.effectiveOn, details);
  const set = (values: Partial<Machine>) =>
    cardWrite(() =>
      a.tx
        .update(devices)
        .set({ ...values, version: sql`${devices.version} + 1` })
        .where(eq(devices.id, machine.id)),
    );
  switch (order.kind) {
    case 'put_into_service': {
      const { denomination, ...card } = details as Record<string, string> & { gameId: number };
      return set({
        ...card,
        denomination: toMinorUnits(denomination),
        inServiceFrom: order.effectiveOn,
      });
    }
    case 'game_change':
      return set({ gameId: details.gameId as number });
    case 'seal_change':
      return set({ sealNo: details.sealNo as string });
    case 'withdrawal':
      return set({ outOfServiceOn: order.effectiveOn });
    case 'correction': {
      const { denomination, ...changes } = details.changes as Record<string, string>;
      return set({
        ...changes,
        ...(denomination !== undefined && { denomination: toMinorUnits(denomination) }),
      });
    }
    case 'move':
      return moveMachine(a, machine, order);
    default:
      return set({});
  }
}

/**
 * A move: out of this hall and into the other on the same day. The machine stands in the other
 * hall as a new device of that hall with the same card, its key and its meters' bases, so it goes
 * on reporting without a new key and its play is counted from where it stopped; the device left
 * behind keeps its history and a key no one holds. The arrival is an approved order there.
 */
async function moveMachine(a: Actor, machine: Machine, order: Order) {
  const { toHallId, toNumber, toZone, toTaxRegNo, toTaxRegDate } = order.details as {
    toHallId: number;
    toNumber: string;
    toZone: string;
    toTaxRegNo: string;
    toTaxRegDate: string;
  };
  await assertHallAccess(a.tx, a.user, toHallId);
  await cardWrite(() =>
    a.tx
      .update(devices)
      .set({
        outOfServiceOn: order.effectiveOn,
        keyHash: deviceKeyHash(newDeviceKey()),
        version: sql`${devices.version} + 1`,
      })
      .where(eq(devices.id, machine.id)),
  );
  const [moved] = await cardWrite(() =>
    a.tx
      .insert(devices)
      .values({
        ...carried(machine),
        hallId: toHallId,
        number: toNumber,
        zone: toZone,
        taxRegNo: toTaxRegNo,
        taxRegDate: toTaxRegDate,
        inServiceFrom: order.effectiveOn,
        createdAt: a.now,
      })
      .returning({ id: devices.id }),
  );
  await queryRows(
    a.tx,
    sql`insert into machine_meter_base (device_id, seq, read_at, meters, bills, bills_taken)
        select ${moved.id}, seq, read_at, meters, bills, bills_taken from machine_meter_base
        where device_id = ${machine.id}`,
  );
  await queryRows(
    a.tx,
    sql`insert into machine_meters (device_id, game_id, seq, read_at, plays, bets, wins)
        select ${moved.id}, game_id, seq, read_at, plays, bets, wins from machine_meters
        where device_id = ${machine.id}`,
  );
  const [arrival] = await a.tx
    .insert(machineOrders)
    .values({
      hallId: toHallId,
      deviceId: moved.id,
      kind: 'arrival',
      effectiveOn: order.effectiveOn,
      status: 'approved',
      details: { fromHallId: machine.hallId, fromDeviceId: machine.id, fromNumber: machine.number },
      note: order.note,
      requestedBy: order.requestedBy,
      requestedAt: order.requestedAt,
      decidedBy: a.user.id,
      decidedAt: a.now,
      metersBefore: order.metersBefore,
      metersAfter: await metersSnapshot(a.tx, moved.id),
      linkedOrderId: order.id,
    })
    .returning({ id: machineOrders.id });
  await a.tx
    .update(machineOrders)
    .set({ linkedOrderId: arrival.id })
    .where(eq(machineOrders.id, order.id));
  await recordAudit(
    a,
    'device.create',
    moved.id,
    { movedFrom: machine.id, order: order.id },
    toHallId,
  );
}

/** What a moved machine takes with it: what it is, its ways for money, its card and its key. */
const carried = (m: Machine) => ({
  type: m.type,
  name: m.name,
  serial: m.serial,
  status: m.status,
  note: m.note,
  keyHash: m.keyHash,
  billNotes: m.billNotes,
  deskCredits: m.deskCredits,
  tickets: m.tickets,
  meterSeq: m.meterSeq,
  manufacturer: m.manufacturer,
  romId: m.romId,
  sealNo: m.sealNo,
  certificateNo: m.certificateNo,
  certificateDate: m.certificateDate,
  denomination: m.denomination,
  taxRegNo: m.taxRegNo,
  taxRegDate: m.taxRegDate,
  gameId: m.gameId,
});
