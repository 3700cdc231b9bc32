/**
 * «Зачисление на автомат» (decision 065): the guest pays the desk and the desk credits the machine
 * it names, which must be a game terminal of the hall in service that takes credits from a desk.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import type { CreditedMachine } from './ledger';

/** A machine named by its id or by the number on its plate. */
export type MachineRef = { deviceId?: number; deviceNumber?: string };

/** The condition on `devices` that finds the machine named. */
export const machineWhere = (ref: MachineRef) =>
  ref.deviceId !== undefined
    ? sql`id = ${ref.deviceId}`
    : sql`lower(number) = lower(${ref.deviceNumber!})`;

const refused = (ref: MachineRef, status: 400 | 409, code: string, message: string) =>
  new ApiError(status, code, message, {
    [ref.deviceId !== undefined ? 'deviceId' : 'deviceNumber']: message,
  });

/** The machine a credit names, checked; refused under the field that named it. */
export async function creditedMachine(
  db: Db,
  hallId: number,
  ref: MachineRef,
): Promise<CreditedMachine> {
  const [machine] = await queryRows<{
    id: number;
    number: string;
    desk_credits: boolean;
    status: string;
    withdrawn: boolean;
  }>(
    db,
    sql`select id, number, desk_credits, status, out_of_service_on is not null as withdrawn from devices
        where hall_id = ${hallId} and type = 'game_terminal' and ${machineWhere(ref)}`,
  );
  if (!machine) {
    const named = ref.deviceNumber !== undefined ? `№ ${ref.deviceNumber} ` : '';
    throw refused(ref, 400, 'validation_failed', `Игрового автомата ${named}в этом зале нет`);
  }
  if (!machine.desk_credits) {
    throw refused(
      ref,
      409,
      'no_desk_credits',
      `Автомат № ${machine.number} не принимает зачисление с кассы`,
    );
  }
  if (machine.status !== 'active' || machine.withdrawn) {
    throw refused(
      ref,
      409,
      'machine_out_of_service',
      `Автомат № ${machine.number} не в работе: зачислить на него нельзя`,
    );
  }
  return { deviceId: machine.id, terminal: machine.number };
}
