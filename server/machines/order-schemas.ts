import { z } from '@hono/zod-openapi';
import { importResult } from '../imports/import-route';
import {
  DEVICE_NAME_MAX,
  DEVICE_NUMBER_MAX,
  DEVICE_SERIAL_MAX,
  DEVICE_ZONE_MAX,
} from '@/lib/shared/equipment';
import { isIsoDate } from '@/lib/shared/iso-date';
import {
  CARD_FIELD_LABELS,
  CARD_TEXT_MAX,
  MACHINE_IMPORT_COLUMNS,
  MACHINE_ORDER_KINDS,
  ORDER_NOTE_MAX,
  ORDER_STATUSES,
} from '@/lib/shared/machine-orders';
import { messages } from '@/lib/shared/validation/messages';
import { orNull, requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import { idText, versionField } from '../list-query';
import { amountInput } from '../money-fields';

const text = (label: string, max = CARD_TEXT_MAX) =>
  requiredText(label).trim().min(1, messages.required(label)).max(max, messages.lengthMax(max));

const day = (label: string) =>
  requiredText(label)
    .max(10, messages.invalidDate())
    .refine((value) => isIsoDate(value) && value >= '2000-01-01', messages.invalidDate())
    .openapi({ example: '2026-03-15' });

const id = (label: string) =>
  z
    .number({ error: `Выберите: ${label}` })
    .int(`Выберите: ${label}`)
    .positive(`Выберите: ${label}`)
    .max(2_147_483_647, `Выберите: ${label}`);

const L = CARD_FIELD_LABELS;

/** The card as a put into service writes it: all of it but the serial and model, known already. */
const CardInput = z.strictObject({
  manufacturer: text(L.manufacturer),
  romId: text(L.romId),
  sealNo: text(L.sealNo),
  certificateNo: text(L.certificateNo),
  certificateDate: day(L.certificateDate),
  denomination: amountInput(L.denomination),
  taxRegNo: text(L.taxRegNo),
  taxRegDate: day(L.taxRegDate),
  gameId: id('игра'),
});

/** A correction: any of the card's fields, at least one. */
const CorrectionInput = z.strictObject({
  manufacturer: CardInput.shape.manufacturer.optional(),
  name: text(L.name, DEVICE_NAME_MAX).optional(),
  serial: text(L.serial, DEVICE_SERIAL_MAX).optional(),
  romId: CardInput.shape.romId.optional(),
  certificateNo: CardInput.shape.certificateNo.optional(),
  certificateDate: CardInput.shape.certificateDate.optional(),
  denomination: CardInput.shape.denomination.optional(),
  taxRegNo: CardInput.shape.taxRegNo.optional(),
  taxRegDate: CardInput.shape.taxRegDate.optional(),
});

const note = z
  .string({ error: 'Поле «Основание» должно быть текстом' })
  .trim()
  .max(ORDER_NOTE_MAX, messages.lengthMax(ORDER_NOTE_MAX))
  .default('');

const common = {
  effectiveOn: day('Дата').optional().openapi({
    description: 'День, с которого действует наряд, по часам зала; без него — сегодня зала',
  }),
  note,
};

/** What a person asks for, by kind (an arrival is written by the approval of a move). */
export const OrderRequest = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('put_into_service'), ...common, card: CardInput }),
      z.strictObject({
        kind: z.literal('move'),
        ...common,
        toHallId: id('зал'),
        toNumber: text('Номер в новом зале', DEVICE_NUMBER_MAX),
        toZone: text('Зона в новом зале', DEVICE_ZONE_MAX).optional(),
        toTaxRegNo: text('Регистрация в новом зале №').openapi({
          description: 'Объект регистрируется в налоговом органе по месту нахождения нового зала',
        }),
        toTaxRegDate: day('Дата регистрации в новом зале'),
      }),
      z.strictObject({ kind: z.literal('game_change'), ...common, gameId: id('игра') }),
      z.strictObject({ kind: z.literal('ram_clear'), ...common, witnessId: id('второй человек') }),
      z.strictObject({ kind: z.literal('seal_change'), ...common, sealNo: text(L.sealNo) }),
      z.strictObject({ kind: z.literal('withdrawal'), ...common }),
      z.strictObject({ kind: z.literal('correction'), ...common, changes: CorrectionInput }),
    ],
    { error: 'Выберите вид наряда из списка' },
  )
  .superRefine((order, ctx) => {
    const needsReason = order.kind === 'withdrawal' || order.kind === 'correction';
    if (needsReason && order.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: messages.required('Основание') });
    }
    if (order.kind === 'correction' && Object.keys(order.changes).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['changes'], message: 'Укажите, что исправить' });
    }
  })
  .openapi('MachineOrderRequest');

export type OrderRequestInput = z.infer<typeof OrderRequest>;

export const OrderDecision = z
  .strictObject({
    decision: z.enum(['approve', 'refuse'], { error: 'Решение: approve или refuse' }),
    note: note.openapi({ description: 'Почему отклонён (обязательно при отказе)' }),
    version: versionField,
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuse' && body.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: messages.required('Причина') });
    }
  })
  .openapi('MachineOrderDecision');

const Meters = z
  .object({
    readAt: z.string(),
    meters: z.record(z.string(), z.string()),
  })
  .openapi('MachineMetersSnapshot', {
    description: 'Счётчики автомата по его последнему показанию (деньги — в тиынах строкой)',
  });

export const MachineOrder = z
  .object({
    id: z.number().int(),
    deviceId: z.number().int(),
    deviceNumber: z.string(),
    kind: z.enum(MACHINE_ORDER_KINDS),
    effectiveOn: z.string(),
    status: z.enum(ORDER_STATUSES),
    details: z.record(z.string(), z.unknown()).openapi({
      description: 'Что делает наряд: поля карточки, игра, пломба, зал назначения',
    }),
    note: z.string(),
    requestedBy: z.string().nullable(),
    requestedAt: z.string(),
    requestedById: z.number().int().nullable(),
    witness: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string(),
    metersBefore: orNull(Meters),
    metersAfter: orNull(Meters),
    linkedOrderId: z.number().int().nullable(),
    version: z.number().int(),
  })
  .openapi('MachineOrder');

export type MachineOrderRecord = z.infer<typeof MachineOrder>;

export const MachineOrderPage = z
  .object({ items: z.array(MachineOrder), total: z.number().int() })
  .openapi('MachineOrderPage');

export const OrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Статус наряда из списка' }).optional(),
});

export const OrderParams = HallParams.extend({
  orderId: idText('Неверный номер наряда').openapi({
    param: { name: 'orderId', in: 'path' },
    example: '1',
  }),
});

export const MachineImportResult = importResult(MACHINE_IMPORT_COLUMNS, 'MachineImportResult');
