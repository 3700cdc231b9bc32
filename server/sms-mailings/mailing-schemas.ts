import { z } from '@hono/zod-openapi';
import {
  AUDIENCE_SEGMENTS,
  MAILING_STATUSES,
  MAILING_TITLE_MAX,
  SMS_KINDS,
  MAILING_SORT_LABELS,
} from '@/lib/shared/sms-mailings';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import {
  checkRange,
  dateRangeQuery,
  idText,
  INT_MAX,
  pageQuery,
  searchText,
  versionField,
  sortQuery,
} from '../list-query';

/** A draft may hold more than 5 SMS of text; scheduling checks the limit. */
export const TEXT_MAX = 2000;

export const AudienceInput = z
  .strictObject({
    hallIds: z
      .array(z.number({ error: 'Номер зала — целое число' }).int().min(1).max(INT_MAX), {
        error: 'Выберите залы',
      })
      .min(1, 'Выберите хотя бы один зал')
      .max(50, messages.arrayMax(50)),
    segment: z.enum(AUDIENCE_SEGMENTS, { error: 'Выберите сегмент из списка' }),
    days: z
      .number({ error: 'Число дней — целое число' })
      .int('Число дней — целое число')
      .min(1, messages.numberMin(1))
      .max(365, messages.numberMax(365))
      .optional(),
    ...dateRangeQuery,
  })
  .superRefine((audience, ctx) => {
    checkRange(audience, ctx);
    if ((audience.segment === 'visited' || audience.segment === 'not_visited') && !audience.days) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Укажите число дней' });
    }
    if (audience.segment === 'registered' && !audience.from && !audience.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Укажите даты регистрации' });
    }
  })
  .openapi('SmsAudience');

export const MailingDraft = z
  .strictObject({
    title: requiredText('Название')
      .trim()
      .min(1, messages.required('Название'))
      .max(MAILING_TITLE_MAX, messages.lengthMax(MAILING_TITLE_MAX)),
    kind: z.enum(SMS_KINDS, { error: 'Выберите вид рассылки' }).default('service'),
    text: z
      .string({ error: 'Текст должен быть строкой' })
      .max(TEXT_MAX, messages.lengthMax(TEXT_MAX))
      .default(''),
    audience: AudienceInput,
  })
  .openapi('SmsMailingDraft');

export const MailingUpdate = MailingDraft.extend({ version: versionField }).openapi(
  'SmsMailingUpdate',
);

export const MailingSchedule = z
  .strictObject({
    version: versionField,
    sendAt: z
      .string()
      .datetime({ offset: true, message: 'Время отправки — дата и время ISO 8601' })
      .nullable()
      .default(null)
      .openapi({ description: 'Не указано — отправить сейчас' }),
  })
  .openapi('SmsMailingSchedule');

export const MailingCancel = z.strictObject({ version: versionField }).openapi('SmsMailingCancel');

export const AudienceCountInput = z
  .strictObject({ audience: AudienceInput })
  .openapi('SmsAudienceCountInput');

export const AudienceCount = z.object({ count: z.number().int() }).openapi('SmsAudienceCount');

export const Mailing = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(SMS_KINDS),
    text: z.string(),
    audience: z.object({
      hallIds: z.array(z.number().int()),
      segment: z.enum(AUDIENCE_SEGMENTS),
      days: z.number().int().optional(),
      from: z.string().optional(),
      to: z.string().optional(),
    }),
    status: z.enum(MAILING_STATUSES),
    sendAt: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    recipients: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    /** Why a mailing ended as «ошибка». */
    error: z.string().nullable(),
    version: z.number().int(),
  })
  .openapi('SmsMailing');

export const ScheduledMailing = Mailing.extend({
  /** The asked time was outside 9:00–21:00 of the hall and moved to the next window. */
  moved: z.boolean(),
}).openapi('SmsScheduledMailing');

export const MailingListQuery = z
  .object({
    ...pageQuery(20),
    ...dateRangeQuery,
    status: z.enum(MAILING_STATUSES, { error: 'Неизвестный статус рассылки' }).optional(),
    search: searchText,
    ...sortQuery(MAILING_SORT_LABELS, 'createdAt', 'desc'),
  })
  .superRefine(checkRange);

export const MailingPolicy = z
  .object({
    advertising: z.enum(['forbidden', 'allowed']).openapi({
      description: 'forbidden — рекламные рассылки нельзя запланировать и отправить',
    }),
  })
  .openapi('MailingPolicy');

export const MailingPage = z
  .object({
    items: z.array(Mailing),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('SmsMailingPage');

export const MailingParams = HallParams.extend({
  mailingId: idText('Неверный номер рассылки').openapi({
    param: { name: 'mailingId', in: 'path' },
    example: '1',
  }),
});

export type MailingInput = z.infer<typeof MailingDraft>;
export type MailingRecord = z.infer<typeof Mailing>;
export type MailingFilter = z.infer<typeof MailingListQuery>;
