import { z } from '@hono/zod-openapi';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { SIGN_OFF_LEVELS } from '@/lib/shared/cash-desks';
import { messages } from '@/lib/shared/validation/messages';
import { HallParams } from '../halls/hall-params';
import { idText } from '../list-query';
import { Money } from '../money-fields';
import { CashCount } from './count-fields';

export const HANDOVER_STATUSES = [
  'pending',
  'disputed',
  'accepted',
  'resolved',
  'cancelled',
] as const;

export const HandoverCreate = z
  .strictObject({
    toUserId: z
      .number({ error: 'Кому: выберите кассира' })
      .int('Кому: выберите кассира')
      .positive('Кому: выберите кассира'),
    count: CashCount,
  })
  .openapi('HandoverCreate');

export const HandoverAccept = z.strictObject({ count: CashCount }).openapi('HandoverAccept');

export const HandoverResolve = z
  .strictObject({
    count: CashCount,
    reason: z
      .string({ error: 'Причина — текстом' })
      .trim()
      .min(1, 'Укажите, почему принят этот пересчёт')
      .max(NOTE_MAX, messages.lengthMax(NOTE_MAX)),
  })
  .openapi('HandoverResolve');

export const HandoverParams = HallParams.extend({
  handoverId: idText('Неверный номер передачи').openapi({
    param: { name: 'handoverId', in: 'path' },
    example: '1',
  }),
});

export const Handover = z
  .object({
    id: z.number().int(),
    status: z.enum(HANDOVER_STATUSES),
    deskId: z.number().int(),
    deskName: z.string(),
    fromShiftId: z.number().int(),
    fromUser: z.string().nullable(),
    toUserId: z.number().int(),
    toUser: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    toShiftId: z.number().int().nullable().openapi({ description: 'Смена принявшего' }),
    canAccept: z.boolean().openapi({ description: 'Этот пользователь принимает смену' }),
    variance: z
      .object({ id: z.number().int(), amount: Money, signOff: z.enum(SIGN_OFF_LEVELS) })
      .nullable()
      .optional()
      .openapi({ description: 'Расхождение сдающего, когда передача завершена' }),
  })
  .openapi('Handover');

export const HandoverList = z.object({ items: z.array(Handover) }).openapi('HandoverList');

export const HandoverListQuery = z.object({
  status: z
    .enum(['open', 'all'], { error: 'Статус: open или all' })
    .default('open')
    .openapi({ description: 'open — ждут пересчёта или решения; all — и завершённые за сутки' }),
});

export type HandoverRecord = z.infer<typeof Handover>;

export const HandoverCandidates = z
  .object({
    items: z.array(z.object({ id: z.number().int(), fullName: z.string(), role: z.string() })),
  })
  .openapi('HandoverCandidates');
