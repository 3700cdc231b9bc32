import { z } from '@hono/zod-openapi';
import { MAX_PIECES } from '@/lib/shared/cash-desks';
import { BOX_NUMBER_MAX, DROP_BOXES_MAX, DROP_STATUSES } from '@/lib/shared/drops';
import { TRANSFER_STATUSES } from '@/lib/shared/cash-transfers';
import { BILL_DENOMINATIONS } from '@/lib/shared/machine-meters';
import { ROLES } from '@/lib/shared/roles';
import { messages } from '@/lib/shared/validation/messages';
import { orNull } from '../fields';
import { HallParams } from '../halls/hall-params';
import { idText, INT_MAX } from '../list-query';
import { Money } from '../money-fields';

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

/** Each listed once: a second line for the same key is refused under its own path. */
const once =
  <T>(items: T[], key: (item: T) => string, field: string, message: string) =>
  (ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, field], message });
      seen.add(k);
    });
  };

const BoxOut = z.strictObject({
  deviceId: id('Выберите автомат'),
  boxNumber: z
    .string({ error: 'Номер ящика — текстом' })
    .trim()
    .min(1, 'Укажите номер на ящике')
    .max(BOX_NUMBER_MAX, messages.lengthMax(BOX_NUMBER_MAX))
    .regex(/^[\p{L}\p{N}\-/ ]+$/u, 'Номер ящика: буквы, цифры, дефис'),
  swapped: z
    .boolean({ error: 'Ящик не свой — да или нет' })
    .optional()
    .openapi({ description: 'Ящик и правда стоял в этом автомате, хотя помечен другим' }),
});

export const DropCreate = z
  .strictObject({
    witnessId: id('Второй человек: выберите сотрудника'),
    boxes: z
      .array(BoxOut, { error: 'Перечислите ящики списком' })
      .min(1, 'Выньте хотя бы один ящик')
      .max(DROP_BOXES_MAX, `Не больше ${DROP_BOXES_MAX} ящиков`)
      .superRefine((boxes, ctx) =>
        once(boxes, (b) => String(b.deviceId), 'deviceId', 'Этот автомат уже в списке')(ctx),
      ),
  })
  .openapi('DropCreate');

const piecesMessage = `Купюр — целое число от 0 до ${MAX_PIECES.toLocaleString('ru-RU')}`;
const NoteCount = z.strictObject({
  value: z
    .string({ error: 'Номинал — строка цифр, например "5000"' })
    .refine((v) => BILL_DENOMINATIONS.includes(Number(v)) && /^\d+$/.test(v), {
      message: `Таких купюр нет: номиналы ${BILL_DENOMINATIONS.join(', ')} ₸`,
    }),
  count: z
    .number({ error: piecesMessage })
    .int(piecesMessage)
    .min(0, piecesMessage)
    .max(MAX_PIECES, piecesMessage),
});

export const DropCount = z
  .strictObject({
    boxes: z
      .array(
        z.strictObject({
          deviceId: id('Выберите автомат'),
          notes: z
            .array(NoteCount, { error: 'Перечислите купюры списком' })
            .max(BILL_DENOMINATIONS.length, 'Каждый номинал — одной строкой')
            .superRefine((notes, ctx) =>
              once(notes, (n) => n.value, 'value', 'Этот номинал уже указан выше')(ctx),
            ),
        }),
        { error: 'Перечислите ящики списком' },
      )
      .min(1, 'Пересчитайте ящики')
      .max(DROP_BOXES_MAX, `Не больше ${DROP_BOXES_MAX} ящиков`)
      .superRefine((boxes, ctx) =>
        once(boxes, (b) => String(b.deviceId), 'deviceId', 'Этот ящик уже пересчитан выше')(ctx),
      ),
  })
  .openapi('DropCount');

export const DropParams = HallParams.extend({
  dropId: idText('Неверный номер выемки').openapi({
    param: { name: 'dropId', in: 'path' },
    example: '1',
  }),
});

const DropBox = z
  .object({
    deviceId: z.number().int(),
    number: z.string(),
    name: z.string(),
    boxNumber: z.string(),
    swapped: z.boolean(),
    counted: orNull(Money).openapi({ description: 'Пересчитано; null — пока счёт не сошёлся' }),
    expected: orNull(Money).openapi({
      description: 'По счётчику купюр с прошлой выемки; null — пока счёт не сошёлся (вслепую)',
    }),
    difference: orNull(Money).openapi({ description: 'Пересчитано − по счётчику' }),
    notes: z
      .array(
        z.object({
          value: z.string(),
          counted: z.number().int(),
          expected: z.number().int(),
          difference: z.number().int(),
        }),
      )
      .openapi({ description: 'По номиналам, когда счёт сошёлся; до того пусто' }),
  })
  .openapi('DropBox');

const dropFields = {
  id: z.number().int(),
  status: z.enum(DROP_STATUSES),
  collectedAt: z.string(),
  collectedBy: z.string().nullable(),
  witness: z.string().nullable(),
  countedBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  boxes: z.number().int(),
  total: orNull(Money).openapi({ description: 'Сумма выемки, когда счёт сошёлся' }),
  difference: orNull(Money).openapi({ description: 'Пересчитано − по счётчикам, всего' }),
  transfer: orNull(z.object({ id: z.number().int(), status: z.enum(TRANSFER_STATUSES) })).openapi({
    description: 'Перемещение в сейф; null — пока не пересчитано или выемка пуста',
  }),
};

export const Drop = z.object(dropFields).openapi('Drop');

export const DropDetail = z
  .object({
    ...dropFields,
    canCount: z.boolean().openapi({ description: 'Этот пользователь может пересчитать первым' }),
    canConfirm: z
      .boolean()
      .openapi({ description: 'Этот пользователь может пересчитать вторым, вслепую' }),
    items: z.array(DropBox),
  })
  .openapi('DropDetail');

export const DropStart = z
  .object({
    machines: z.array(z.object({ id: z.number().int(), number: z.string(), name: z.string() })),
    people: z.array(z.object({ id: z.number().int(), fullName: z.string(), role: z.enum(ROLES) })),
  })
  .openapi('DropStart');

export const DropList = z.object({ items: z.array(Drop) }).openapi('DropList');

export type DropCreateInput = z.infer<typeof DropCreate>;
export type DropCountInput = z.infer<typeof DropCount>;
