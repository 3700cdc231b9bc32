import { z } from '@hono/zod-openapi';
import { EXCEPTION_KINDS, SEEN_COMMENT_MAX } from '@/lib/shared/exceptions';
import { messages } from '@/lib/shared/validation/messages';
import { HallParams } from '../halls/hall-params';
import { pageQuery } from '../list-query';

export const ExceptionRecord = z
  .object({
    id: z.number().int(),
    hallId: z.number().int(),
    hallName: z.string(),
    kind: z.enum(EXCEPTION_KINDS),
    severity: z.enum(['high', 'medium']),
    subject: z.string(),
    description: z.string(),
    happenedAt: z.string().openapi({ description: 'Когда случилось' }),
    openedAt: z.string().openapi({ description: 'Когда найдено' }),
    seen: z
      .object({ at: z.string(), by: z.string().nullable(), comment: z.string() })
      .nullable()
      .openapi({ description: 'Кто, когда и с каким комментарием отметил; null — открыто' }),
  })
  .openapi('HallException');

export const ExceptionPage = z
  .object({
    items: z.array(ExceptionRecord),
    total: z.number().int(),
    /** Open exceptions per hall of the answer's halls (all kinds). */
    openByHall: z.array(z.object({ hallId: z.number().int(), open: z.number().int() })),
  })
  .openapi('HallExceptionPage');

export const ExceptionListQuery = z.object({
  ...pageQuery(20),
  status: z
    .enum(['open', 'seen'], { error: 'Статус: open или seen' })
    .default('open')
    .openapi({ description: 'open — ждут внимания (по умолчанию), seen — отмеченные' }),
  kind: z.enum(EXCEPTION_KINDS, { error: 'Выберите вид из списка' }).optional(),
});

export const AllExceptionsQuery = ExceptionListQuery.extend({
  hallId: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный номер зала')
    .optional()
    .openapi({ description: 'Только этот зал (из видимых пользователю)' }),
});

export type ExceptionFilter = z.infer<typeof ExceptionListQuery>;

export const ExceptionParams = HallParams.extend({
  exceptionId: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный номер отклонения')
    .openapi({ param: { name: 'exceptionId', in: 'path' }, example: '1' }),
});

export const ExceptionSeen = z
  .strictObject({
    comment: z
      .string({ error: messages.required('Комментарий') })
      .trim()
      .min(1, messages.required('Комментарий'))
      .max(SEEN_COMMENT_MAX, messages.lengthMax(SEEN_COMMENT_MAX)),
  })
  .openapi('HallExceptionSeen');
