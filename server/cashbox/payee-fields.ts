import { z } from '@hono/zod-openapi';
import { PAYOUT_KINDS } from '@/lib/shared/cashbox';
import { TERMINAL_NUMBER_MAX } from '@/lib/shared/winnings';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { DocumentRef, iinField } from '../clients/identity-fields';

const id = (label: string) =>
  z
    .number({ error: `${label} — целое число` })
    .int(`${label} — целое число`)
    .positive(`${label} — целое число больше нуля`)
    .max(2_147_483_647, `${label} — целое число`);

/**
 * Whom a winnings payout pays and for which machine (decision 057): the client by the document
 * presented (`clientIin` or `clientDocument`) or by id, the terminal by id or by its number.
 */
export const PayeeFields = {
  clientIin: iinField.optional().openapi({ description: 'ИИН получателя выигрыша' }),
  clientDocument: DocumentRef.optional().openapi({ description: 'Документ получателя-иностранца' }),
  clientId: id('Номер клиента').optional(),
  deviceId: id('Номер устройства').optional(),
  deviceNumber: requiredText('Номер автомата')
    .max(TERMINAL_NUMBER_MAX, messages.lengthMax(TERMINAL_NUMBER_MAX))
    .optional()
    .openapi({ description: 'Номер автомата в зале, как на его табличке («022»)' }),
  owed: z
    .boolean({ error: 'owed — true или false' })
    .optional()
    .openapi({ description: 'Касса не может выплатить сейчас: выигрыш записывается «К выплате»' }),
  payoutKind: z
    .enum(PAYOUT_KINDS, { error: 'Выберите, что выплачивается: джекпот или снятие кредитов' })
    .optional()
    .openapi({
      description:
        'Что выплачено вручную: jackpot — джекпот, cancelled — снятые кредиты (счётчики автомата 0002 и 0003)',
    }),
};

type Payee = {
  type: string;
  clientIin?: unknown;
  clientDocument?: unknown;
  clientId?: unknown;
  deviceId?: unknown;
  deviceNumber?: unknown;
  owed?: unknown;
  payoutKind?: unknown;
};

/** The one machine an operation names; `missing` when it names none. */
function checkMachine(machines: string[], missing: string, ctx: z.RefinementCtx) {
  if (machines.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['deviceNumber'], message: missing });
  } else if (machines.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['deviceId'], message: 'Укажите автомат одним способом' });
  }
}

/**
 * A payout names one client and one machine; a credit to a machine names the machine alone;
 * other operations name neither.
 */
export function checkPayee(value: Payee, ctx: z.RefinementCtx) {
  const clients = (['clientIin', 'clientDocument', 'clientId'] as const).filter(
    (k) => value[k] !== undefined,
  );
  const machines = (['deviceId', 'deviceNumber'] as const).filter((k) => value[k] !== undefined);
  const payoutOnly = (['owed', 'payoutKind'] as const).filter((k) => value[k] !== undefined);
  if (value.type === 'machine_credit') {
    for (const field of [...clients, ...payoutOnly]) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'Только для выплаты выигрыша' });
    }
    checkMachine(machines, 'Укажите номер автомата, на который зачислить', ctx);
    return;
  }
  if (value.type !== 'payout') {
    for (const field of [...clients, ...machines, ...payoutOnly]) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'Только для выплаты выигрыша' });
    }
    return;
  }
  if (clients.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['clientIin'],
      message: 'Укажите ИИН или документ гостя: выигрыш выплачивается по документу',
    });
  } else if (clients.length > 1) {
    ctx.addIssue({ code: 'custom', path: [clients[1]], message: 'Укажите гостя одним способом' });
  }
  checkMachine(machines, 'Укажите номер автомата, на котором выигрыш', ctx);
}

/** A client as the desk names them: the short name only (decision 055). */
const shortClient = z.object({ id: z.number().int(), shortName: z.string() });
export const ShortClient = shortClient.openapi('ShortClient');
/** Inline where it may be null: a nullable reference comes out of the generator as an allOf. */
export const MaybeShortClient = shortClient.nullable();
