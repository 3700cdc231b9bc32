/** Registering a device, editing what identifies it, and issuing it a new key. */
import { and, eq, sql } from 'drizzle-orm';
import { devices } from '../db/schema';
import { DEFAULT_MACHINE_MONEY } from '@/lib/shared/equipment';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit, recordChange } from '../writes/audit';
import { auditedEdit, uniqueOr409 } from '../writes/audited-edit';
import { deviceKeyHash, newDeviceKey } from './device-keys';
import { findDevice, moneyColumns } from './device-records';
import { ONLY_MACHINES, type DeviceChanges, type DeviceInput } from './device-schemas';

const uniqueNumber = <T>(write: () => Promise<T>) =>
  uniqueOr409(
    write,
    'devices_hall_number_uq',
    'number',
    'Устройство с таким номером уже есть в зале',
  );

/** «Зарегистрировать устройство»: the device and its key, which is shown this once. */
export async function registerDevice(a: Actor, { money, ...input }: DeviceInput) {
  const key = newDeviceKey();
  const machine = input.type === 'game_terminal' ? (money ?? DEFAULT_MACHINE_MONEY) : null;
  const [row] = await uniqueNumber(() =>
    a.tx
      .insert(devices)
      .values({
        ...input,
        ...(machine && moneyColumns(machine)),
        hallId: a.hallId,
        keyHash: deviceKeyHash(key),
        createdAt: a.now,
      })
      .returning({ id: devices.id }),
  );
  const device = await findDevice(a.tx, a.hallId, row.id, a.now);
  await recordChange(a, 'device.create', { id: device.id, hallId: a.hallId }, null, input);
  return { device, key };
}

/** «Изменить»: number, model, serial, zone and a machine's money, at the version the manager saw. */
export function updateDevice(
  a: Actor,
  id: number,
  version: number,
  { money, ...changes }: DeviceChanges,
) {
  return auditedEdit(a, version, {
    action: 'device.update',
    hallId: a.hallId,
    missing: 'Устройство не найдено',
    read: async () =>
      (await lockDevice(a, id)) ? findDevice(a.tx, a.hallId, id, a.now) : undefined,
    apply: async (current) => {
      if (money && current.type !== 'game_terminal') {
        throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
          money: ONLY_MACHINES,
        });
      }
      await uniqueNumber(() =>
        a.tx
          .update(devices)
          .set({
            ...changes,
            ...(money && moneyColumns(money)),
            version: sql`${devices.version} + 1`,
          })
          .where(eq(devices.id, id)),
      );
      return findDevice(a.tx, a.hallId, id, a.now);
    },
  });
}

/**
 * «Новый ключ»: the device's key is replaced; the old one is refused from the next heartbeat on,
 * on every instance (a heartbeat looks its key up in the database each time).
 */
export async function issueDeviceKey(a: Actor, id: number) {
  if (!(await lockDevice(a, id))) throw errors.notFound('Устройство не найдено');
  const key = newDeviceKey();
  await a.tx
    .update(devices)
    .set({ keyHash: deviceKeyHash(key) })
    .where(eq(devices.id, id));
  await recordAudit(a, 'device.key', id, {});
  return { key };
}

async function lockDevice(a: Actor, id: number) {
  const [row] = await a.tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.hallId, a.hallId)))
    .for('update');
  return row !== undefined;
}
