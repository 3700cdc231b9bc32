import { sql } from 'drizzle-orm';
import { shortName } from '@/lib/shared/clients';
import { iinBirthDate, mayEnter } from '@/lib/shared/identity';
import { PAYOUT_REFUSED_MESSAGE, PAYOUT_UNDER_AGE_MESSAGE } from '@/lib/shared/winnings';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { logger } from '../ops/logger';
import { lookUpRegister, type DoorCall } from '../restrictions/door';
import type { DocumentRefInput } from '../restrictions/identity-fields';
import type { PaidPayee } from '../cashbox/ledger';

/** What a payout request names: the client one way, the machine one way (payee-fields.ts). */
export type PayeeRequest = {
  clientIin?: string;
  clientDocument?: DocumentRefInput;
  clientId?: number;
  deviceId?: number;
  deviceNumber?: string;
};

/** The client and machine of a payout, with what the door judges the client by. */
export type Payee = PaidPayee & { personKey: string; birthDate: string | null };

type ClientRow = {
  id: number;
  full_name: string;
  iin: string | null;
  document_type: string | null;
  document_number: string | null;
  birth_date: string | null;
};

const clientField = (input: PayeeRequest) =>
  input.clientIin !== undefined
    ? 'clientIin'
    : input.clientDocument !== undefined
      ? 'clientDocument'
      : 'clientId';

async function findClient(db: Db, input: PayeeRequest): Promise<ClientRow> {
  const where = input.clientIin
    ? sql`iin = ${input.clientIin}`
    : input.clientDocument
      ? sql`document_type = ${input.clientDocument.type}
          and document_number = ${input.clientDocument.number}`
      : sql`id = ${input.clientId!}`;
  const [client] = await queryRows<ClientRow>(
    db,
    sql`select id, full_name, iin, document_type, document_number, birth_date::text
        from clients where ${where}`,
  );
  const field = clientField(input);
  if (!client) {
    throw new ApiError(404, 'client_not_found', 'Гость не найден', {
      [field]: 'Гость не найден: зарегистрируйте его на вкладке «Гости»',
    });
  }
  if (!client.iin && !client.document_number) {
    throw new ApiError(409, 'identity_required', 'У гостя нет документа', {
      [field]: 'Выигрыш выплачивается по документу: укажите ИИН или документ гостя',
    });
  }
  return client;
}

async function findTerminal(db: Db, hallId: number, input: PayeeRequest) {
  const [device] = await queryRows<{ id: number; number: string }>(
    db,
    sql`select id, number from devices
        where hall_id = ${hallId} and type = 'game_terminal' and ${
          input.deviceId !== undefined
            ? sql`id = ${input.deviceId}`
            : sql`lower(number) = lower(${input.deviceNumber!})`
        }`,
  );
  if (!device) {
    const field = input.deviceId !== undefined ? 'deviceId' : 'deviceNumber';
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      [field]:
        input.deviceNumber !== undefined
          ? `Игрового автомата № ${input.deviceNumber} в этом зале нет`
          : 'Игрового автомата с этим номером в этом зале нет',
    });
  }
  return device;
}

/** The client and the machine a payout names, both checked to exist (the machine in this hall). */
export async function findPayee(db: Db, hallId: number, input: PayeeRequest): Promise<Payee> {
  const [client, device] = await Promise.all([
    findClient(db, input),
    findTerminal(db, hallId, input),
  ]);
  return {
    clientId: client.id,
    shortName: shortName(client.full_name),
    deviceId: device.id,
    terminal: device.number,
    personKey: client.iin
      ? `iin:${client.iin}`
      : `doc:${client.document_type}:${client.document_number}`,
    birthDate: client.birth_date ?? (client.iin ? iinBirthDate(client.iin) : null),
  };
}

/**
 * The door's rules at the desk: someone under 21 on the hall's date is not paid (403 under_age),
 * nor is a person the register restricts (403 payout_refused, the same whatever the source). The
 * register's look-up is audited as the door's is.
 */
export async function judgePayee(call: DoorCall, payee: Payee, today: string) {
  if (payee.birthDate && !mayEnter(payee.birthDate, today)) {
    logger.info({ hallId: call.hallId, reason: 'under_age' }, 'Выплата отклонена');
    throw new ApiError(403, 'under_age', PAYOUT_UNDER_AGE_MESSAGE);
  }
  if (await lookUpRegister(call, payee.personKey, today, 'payout')) {
    logger.info({ hallId: call.hallId, reason: 'restricted' }, 'Выплата отклонена');
    throw new ApiError(403, 'payout_refused', PAYOUT_REFUSED_MESSAGE);
  }
}
