/**
 * The drop (decision 066): two named people take the boxes out, each box's label checked against
 * its machine; one person counts them by note and a second counts again, blind to the first and
 * to the meters; agreed counts go to the safe as a movement of kind `drop` that its keeper counts
 * and accepts. Each step runs in one transaction with the drop's row locked.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/lib/shared/money';
import { cashTransfers, devices, machineDropBoxes, machineDrops } from '../db/schema';
import { ApiError, errors, isUniqueViolation } from '../errors';
import type { CashRules } from '../cash-desks/cash-rules';
import { lockSafe } from '../cash-desks/desk-ledger';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { machineSignOff } from '../cash-desks/variances';
import { dayAt } from '../halls/gaming-day-bounds';
import { checkWitness } from '../halls/hall-witness';
import type { DropCountInput, DropCreateInput } from './drop-schemas';
import { notesTotal, notesSince, sameNotes, type Notes } from './notes';

/** A box is labelled with its machine's number, read whatever the case. */
const labelled = (label: string, number: string) => label.toLowerCase() === number.toLowerCase();

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', fields);

/**
 * Takes the boxes out: each names its machine and the label read on the box. A box labelled with
 * another machine's number is refused (409 `wrong_box`) unless marked as truly found there, and
 * then it is an exception. Keeps each machine's notes since its previous drop, hidden until the
 * count agrees.
 */
export async function collectDrop(a: Actor, input: DropCreateInput): Promise<number> {
  await checkWitness(a, input.witnessId);
  const ids = input.boxes.map((b) => b.deviceId);
  // Shared with the meters' writes of these machines: the snapshot follows a batch in flight.
  const machines = await a.tx
    .select({
      id: devices.id,
      number: devices.number,
      name: devices.name,
      type: devices.type,
      billNotes: devices.billNotes,
      taken: sql<Record<string, string> | null>`(select bills_taken from machine_meter_base
        where device_id = ${devices.id})`,
      before: sql<Record<string, string> | null>`(select b.bills_taken from machine_drop_boxes as b
        where b.device_id = ${devices.id} order by b.drop_id desc limit 1)`,
    })
    .from(devices)
    .where(and(eq(devices.hallId, a.hallId), inArray(devices.id, ids)))
    .for('share');
  const byId = new Map(machines.map((m) => [m.id, m]));
  const fields: Record<string, string> = {};
  input.boxes.forEach((box, i) => {
    const machine = byId.get(box.deviceId);
    if (!machine || machine.type !== 'game_terminal') {
      fields[`boxes.${i}.deviceId`] = 'Игрового автомата с таким номером в зале нет';
    } else if (machine.billNotes.length === 0) {
      fields[`boxes.${i}.deviceId`] = `У автомата ${machine.number} нет купюроприёмника`;
    }
  });
  if (Object.keys(fields).length) throw invalid(fields);
  const wrong: Record<string, string> = {};
  const owners = await boxOwners(
    a,
    input.boxes.map((b) => b.boxNumber),
  );
  input.boxes.forEach((box, i) => {
    const machine = byId.get(box.deviceId)!;
    if (labelled(box.boxNumber, machine.number) || box.swapped) return;
    const owner = owners.get(box.boxNumber.toLowerCase());
    wrong[`boxes.${i}.boxNumber`] = owner
      ? `Ящик автомата ${owner} вынут из автомата ${machine.number}: ящики перепутаны. Проверьте или отметьте «Ящик не свой»`
      : `На ящиках автомата ${machine.number} номер ${machine.number}, а не ${box.boxNumber}`;
  });
  if (Object.keys(wrong).length) {
    const where = Object.keys(wrong).map(
      (k) => byId.get(input.boxes[Number(k.split('.')[1])].deviceId)!.number,
    );
    throw new ApiError(409, 'wrong_box', `Ящик не своего автомата: ${where.join(', ')}`, wrong);
  }
  let dropId: number;
  try {
    [{ id: dropId }] = await a.tx
      .insert(machineDrops)
      .values({
        hallId: a.hallId,
        collectedBy: a.user.id,
        witnessId: input.witnessId,
        collectedAt: a.now,
        day: sql`(select ${dayAt(sql`${a.now.toISOString()}::timestamptz`)} from halls as h
          where h.id = ${a.hallId})`,
      })
      .returning({ id: machineDrops.id });
  } catch (error) {
    if (isUniqueViolation(error, 'machine_drops_open_uq')) {
      throw new ApiError(409, 'drop_in_progress', 'Прошлая выемка ещё не пересчитана');
    }
    throw error;
  }
  await a.tx.insert(machineDropBoxes).values(
    input.boxes.map((box) => {
      const machine = byId.get(box.deviceId)!;
      const taken = machine.taken ?? {};
      return {
        dropId,
        deviceId: box.deviceId,
        hallId: a.hallId,
        boxNumber: box.boxNumber,
        swapped: !labelled(box.boxNumber, machine.number),
        billsTaken: taken,
        expected: notesSince(taken, machine.before ?? {}),
      };
    }),
  );
  const swapped = input.boxes.filter((b) => !labelled(b.boxNumber, byId.get(b.deviceId)!.number));
  if (swapped.length) {
    await a.tx.execute(sql`insert into hall_exceptions (key, hall_id, kind, severity, subject,
        description, happened_at, opened_at)
      select key, ${a.hallId}, 'machine_money', 'high', subject, description,
        ${a.now.toISOString()}::timestamptz, ${a.now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(
        swapped.map((box) => {
          const machine = byId.get(box.deviceId)!;
          return {
            key: `drop-box:${dropId}:${box.deviceId}`,
            subject: `${machine.number} · ${machine.name}`,
            description:
              `Выемка № ${dropId}: из автомата ${machine.number} вынут ящик с номером ` +
              `${box.boxNumber}. Пересчёт идёт по автомату, из которого ящик вынут; ` +
              'верните ящики на свои места.',
          };
        }),
      )}::jsonb) as r(key text, subject text, description text)
      on conflict (key) do nothing`);
  }
  await recordAudit(a, 'drop.collect', dropId, {
    witnessId: input.witnessId,
    boxes: input.boxes.length,
    ...(swapped.length && { swapped: swapped.map((b) => b.deviceId) }),
  });
  return dropId;
}

/** Which machine's number each label is, among the hall's machines: the owner of a stray box. */
async function boxOwners(a: Actor, labels: string[]) {
  const rows = await a.tx
    .select({ number: devices.number })
    .from(devices)
    .where(
      and(
        eq(devices.hallId, a.hallId),
        inArray(
          sql`lower(${devices.number})`,
          labels.map((l) => l.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.number.toLowerCase(), r.number]));
}

/** The drop's row, locked; another hall's is 404. */
async function lockDrop(a: Actor, dropId: number) {
  const [drop] = await a.tx
    .select()
    .from(machineDrops)
    .where(and(eq(machineDrops.id, dropId), eq(machineDrops.hallId, a.hallId)))
    .for('update');
  if (!drop) throw errors.notFound('Выемка не найдена');
  return drop;
}

/** The count as notes per box, every box of the drop counted once and no other. */
async function readCount(a: Actor, dropId: number, input: DropCountInput) {
  const boxes = await a.tx
    .select({ deviceId: machineDropBoxes.deviceId, number: devices.number })
    .from(machineDropBoxes)
    .innerJoin(devices, eq(devices.id, machineDropBoxes.deviceId))
    .where(eq(machineDropBoxes.dropId, dropId));
  const fields: Record<string, string> = {};
  const counted = new Map<number, Notes>();
  input.boxes.forEach((box, i) => {
    if (!boxes.some((b) => b.deviceId === box.deviceId)) {
      fields[`boxes.${i}.deviceId`] = 'Ящика этого автомата в выемке нет';
    }
    counted.set(
      box.deviceId,
      Object.fromEntries(
        box.notes.filter((n) => n.count > 0).map((n) => [String(Number(n.value)), String(n.count)]),
      ),
    );
  });
  const missing = boxes.filter((b) => !counted.has(b.deviceId));
  if (missing.length) {
    fields.boxes = `Пересчитайте все ящики: нет ящика автомата ${missing.map((b) => b.number).join(', ')}`;
  }
  if (Object.keys(fields).length) throw invalid(fields);
  return counted;
}

/** The first count: the drop then waits for a second person's, blind to this one. */
export async function countDrop(a: Actor, dropId: number, input: DropCountInput) {
  const drop = await lockDrop(a, dropId);
  if (drop.status === 'counting') {
    throw new ApiError(409, 'count_pending', 'Первый пересчёт уже записан: пересчитывает второй');
  }
  if (drop.status === 'counted') throw new ApiError(409, 'drop_counted', 'Выемка уже пересчитана');
  const counted = await readCount(a, dropId, input);
  for (const [deviceId, notes] of counted) {
    await a.tx
      .update(machineDropBoxes)
      .set({ firstCount: notes })
      .where(and(eq(machineDropBoxes.dropId, dropId), eq(machineDropBoxes.deviceId, deviceId)));
  }
  await a.tx
    .update(machineDrops)
    .set({ status: 'counting', countedBy: a.user.id, countedAt: a.now })
    .where(eq(machineDrops.id, dropId));
  await recordAudit(a, 'drop.count', dropId, { boxes: counted.size });
}

export type DropConfirmation = { confirmed: true } | { confirmed: false; attemptsLeft: number };

/**
 * The second count, by another person. Agreeing box by box and note by note with the first, it is
 * the drop's count: the cash goes to the safe as a movement. Otherwise it is asked again, never
 * told where; after the last attempt both count anew.
 */
export async function confirmDrop(
  a: Actor,
  rules: CashRules,
  dropId: number,
  input: DropCountInput,
): Promise<DropConfirmation> {
  const drop = await lockDrop(a, dropId);
  if (drop.status !== 'counting') {
    throw drop.status === 'counted'
      ? new ApiError(409, 'drop_counted', 'Выемка уже пересчитана')
      : new ApiError(409, 'count_missing', 'Сначала первый пересчёт');
  }
  if (drop.countedBy === a.user.id) {
    throw new ApiError(403, 'second_person', 'Второй пересчёт делает другой человек');
  }
  const counted = await readCount(a, dropId, input);
  const boxes = await a.tx
    .select({
      deviceId: machineDropBoxes.deviceId,
      firstCount: machineDropBoxes.firstCount,
      expected: machineDropBoxes.expected,
    })
    .from(machineDropBoxes)
    .where(eq(machineDropBoxes.dropId, dropId));
  const agreed = boxes.every((b) => sameNotes(b.firstCount as Notes, counted.get(b.deviceId)!));
  if (!agreed) {
    const misses = drop.misses + 1;
    const attemptsLeft = rules.attempts - misses;
    await a.tx
      .update(machineDrops)
      .set(
        attemptsLeft > 0
          ? { misses }
          : { misses: 0, status: 'collected', countedBy: null, countedAt: null },
      )
      .where(eq(machineDrops.id, dropId));
    if (attemptsLeft <= 0) {
      await a.tx
        .update(machineDropBoxes)
        .set({ firstCount: null })
        .where(eq(machineDropBoxes.dropId, dropId));
    }
    await recordAudit(a, 'drop.count_mismatch', dropId, { misses });
    return { confirmed: false, attemptsLeft: Math.max(attemptsLeft, 0) };
  }
  let total = 0n;
  const pieces = new Map<string, number>();
  for (const [deviceId, notes] of counted) {
    total += notesTotal(notes);
    for (const [value, count] of Object.entries(notes)) {
      pieces.set(value, (pieces.get(value) ?? 0) + Number(count));
    }
    await a.tx
      .update(machineDropBoxes)
      .set({ counted: notes })
      .where(and(eq(machineDropBoxes.dropId, dropId), eq(machineDropBoxes.deviceId, deviceId)));
  }
  let transferId: number | null = null;
  if (total > 0n) {
    const safe = await lockSafe(a);
    [{ id: transferId }] = await a.tx
      .insert(cashTransfers)
      .values({
        hallId: a.hallId,
        kind: 'drop',
        fromDeskId: null,
        toDeskId: safe.id,
        amount: total,
        pieces: [...pieces]
          .sort(([x], [y]) => Number(y) - Number(x))
          .map(([value, count]) => ({ value, form: 'note', count })),
        note: `Выемка № ${dropId}`,
        sentBy: drop.countedBy,
        sentAt: a.now,
      })
      .returning({ id: cashTransfers.id });
  }
  await a.tx
    .update(machineDrops)
    .set({ status: 'counted', confirmedBy: a.user.id, confirmedAt: a.now, total, transferId })
    .where(eq(machineDrops.id, dropId));
  await recordDropVariances(
    a,
    dropId,
    boxes.map((b) => ({
      device_id: b.deviceId,
      amount: (notesTotal(counted.get(b.deviceId)!) - notesTotal(b.expected as Notes)).toString(),
    })),
    rules.headOfficeTenge,
  );
  await recordAudit(a, 'drop.confirm', dropId, { total: fromMinorUnits(total), transferId });
  return { confirmed: true };
}

/**
 * Each box counted against its bill meter (decision 067): a difference above the hall's machine
 * tolerance is the machine's variance of the drop's gaming day, to sign off.
 */
async function recordDropVariances(
  a: Actor,
  dropId: number,
  boxes: { device_id: number; amount: string }[],
  headOfficeTenge: number,
) {
  await a.tx.execute(sql`
    insert into cash_variances (hall_id, device_id, day, drop_id, kind, amount, sign_off, at)
    select ${a.hallId}, b.device_id, ${dayAt(sql`d.collected_at`)}, ${dropId}, 'machine_drop',
      b.amount, ${machineSignOff(sql`b.amount`, headOfficeTenge)}, ${a.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(boxes)}::jsonb) as b(device_id int, amount bigint)
    join machine_drops as d on d.id = ${dropId}
    join halls as h on h.id = d.hall_id
    where abs(b.amount) > h.machine_tolerance_tenge::bigint * 100
    on conflict do nothing`);
}
