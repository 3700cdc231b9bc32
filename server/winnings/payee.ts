import { sql } from 'drizzle-orm';
import { shortName } from '@/lib/shared/clients';
import { iinBirthDate, mayEnter } from '@/lib/shared/identity';
import { PAYOUT_REFUSED_MESSAGE, PAYOUT_UNDER_AGE_MESSAGE } from '@/lib/shared/winnings';
import { asMiss, stoppedUntil, tooManyLookups, type LookupCall } from '../auth/lookup-limit';
import { queryRows } from '../db/database';
import { ApiError } from '../errors';
import { logger } from '../logger';
import type { DocumentRefInput } from '../clients/identity-fields';
import { personKey, personKeyOfRow } from '../clients/person';
import { lookupAudit, restrictedOn } from '../restrictions/register-lookup';
import type { PaidPayee } from '../cashbox/ledger';
import { machineWhere } from '../cashbox/machine-credit';

/** What a payout request names: the client one way, the machine one way (cashbox/payee-fields.ts). */
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

const clientWhere = (input: PayeeRequest) =>
  input.clientIin
    ? sql`iin = ${input.clientIin}`
    : input.clientDocument
      ? sql`document_type = ${input.clientDocument.type}
          and document_number = ${input.clientDocument.number}`
      : sql`id = ${input.clientId!}`;

/**
 * The client and the machine a payout names, both checked to exist (the machine a game terminal
 * of this hall), the hall's date now, whether the register restricts the client that day and
 * whether the desk is stopped by the look-up limit: one round trip, which writes the register's
 * look-up to its audit as the door's does (who, where, when, why and the answer, never whom).
 */
export async function findPayee(
  call: LookupCall,
  input: PayeeRequest,
): Promise<{ payee: Payee; today: string; restricted: boolean }> {
  const { hallId, now } = call;
  const at = now.toISOString();
  const [row] = await queryRows<{
    client: ClientRow | null;
    terminal: { id: number; number: string } | null;
    today: string;
    restricted: boolean;
    stopped_until: string | Date | null;
  }>(
    call.db,
    sql`with c as (
          select id, full_name, iin, document_type, document_number, birth_date::text,
            ${personKeyOfRow()} as person
          from clients where ${clientWhere(input)}
        ), d as (
          select id, number from devices
          where hall_id = ${hallId} and type = 'game_terminal' and ${machineWhere(input)}
        ), h as (
          select (${at}::timestamptz at time zone timezone)::date as day from halls where id = ${hallId}
        ), found as (
          select c.person, ${restrictedOn(sql`c.person`, sql`h.day`)} as restricted from c, h
        ), logged as (
          ${lookupAudit(
            call,
            'payout',
            sql`restricted`,
            sql`from found where person is not null and exists (select 1 from d)`,
          )}
        )
        select (select row_to_json(c) from c) as client, (select row_to_json(d) from d) as terminal,
          (select to_char(day, 'YYYY-MM-DD') from h) as today,
          coalesce((select restricted from found), false) as restricted,
          ${stoppedUntil(call)} as stopped_until`,
  );
  const { client, terminal } = row;
  const field = clientField(input);
  if (row.stopped_until) {
    const checked = field === 'clientDocument' ? 'document' : 'iin';
    throw tooManyLookups(checked, new Date(row.stopped_until).getTime() - now.getTime());
  }
  if (!client) {
    throw asMiss(
      new ApiError(404, 'client_not_found', 'Гость не найден', {
        [field]: 'Гость не найден: зарегистрируйте его на вкладке «Гости»',
      }),
    );
  }
  if (!client.iin && !client.document_number) {
    throw new ApiError(409, 'identity_required', 'У гостя нет документа', {
      [field]: 'Выигрыш выплачивается по документу: укажите ИИН или документ гостя',
    });
  }
  if (!terminal) {
    const machine = input.deviceId !== undefined ? 'deviceId' : 'deviceNumber';
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      [machine]:
        input.deviceNumber !== undefined
          ? `Игрового автомата № ${input.deviceNumber} в этом зале нет`
          : 'Игрового автомата с этим номером в этом зале нет',
    });
  }
  const payee = {
    clientId: client.id,
    shortName: shortName(client.full_name),
    deviceId: terminal.id,
    terminal: terminal.number,
    personKey: personKey({
      iin: client.iin,
      documentType: client.document_type,
      documentNumber: client.document_number,
    }),
    birthDate: client.birth_date ?? (client.iin ? iinBirthDate(client.iin) : null),
  };
  return { payee, today: row.today, restricted: row.restricted };
}

/**
 * The door's rules at the desk: someone under 21 on the hall's date is not paid (403 under_age),
 * nor is a person the register restricts (403 payout_refused, the same whatever the source).
 */
export function judgePayee(
  hallId: number,
  { payee, today, restricted }: Awaited<ReturnType<typeof findPayee>>,
) {
  if (payee.birthDate && !mayEnter(payee.birthDate, today)) {
    logger.info({ hallId, reason: 'under_age' }, 'Выплата отклонена');
    throw new ApiError(403, 'under_age', PAYOUT_UNDER_AGE_MESSAGE);
  }
  if (restricted) {
    logger.info({ hallId, reason: 'restricted' }, 'Выплата отклонена');
    throw asMiss(new ApiError(403, 'payout_refused', PAYOUT_REFUSED_MESSAGE));
  }
}
