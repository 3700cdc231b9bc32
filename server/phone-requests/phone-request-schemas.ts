import { z } from '@hono/zod-openapi';
import {
  DECISION_COMMENT_MAX,
  PHONE_REQUEST_ACTIONS,
  PHONE_REQUEST_STATUSES,
  REASON_MAX,
  PHONE_REQUEST_SORT_LABELS,
} from '@/lib/shared/phone-requests';
import { messages } from '@/lib/shared/validation/messages';
import { isOldPhone, isPhone } from '@/lib/shared/validation/rules';
import { fullNameField, OLD_PHONE_MESSAGE, phoneField, requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import {
  checkRange,
  dateRangeQuery,
  idText,
  pageQuery,
  searchText,
  sortQuery,
  versionField,
} from '../list-query';

const fields = {
  oldPhone: phoneField('Старый номер', isOldPhone, OLD_PHONE_MESSAGE),
  newPhone: phoneField('Новый номер', isPhone, messages.phone()),
  reason: requiredText('Причина')
    .trim()
    .min(1, messages.required('Причина'))
    .max(REASON_MAX, messages.lengthMax(REASON_MAX)),
  employeePhone: phoneField('Телефон сотрудника', isPhone, messages.phone()),
  employeeName: fullNameField('ФИО сотрудника'),
  confirm: z.boolean({ error: 'Подтверждение — true или false' }).default(false).openapi({
    description: 'Сохранить, несмотря на предупреждения (ответ 409 confirmation_required)',
  }),
};

const differentPhones = (value: { oldPhone: string; newPhone: string }, ctx: z.RefinementCtx) => {
  if (value.oldPhone === value.newPhone) {
    ctx.addIssue({
      code: 'custom',
      path: ['newPhone'],
      message: 'Новый номер совпадает со старым',
    });
  }
};

export const PhoneRequestCreate = z
  .strictObject(fields)
  .superRefine(differentPhones)
  .openapi('PhoneRequestCreate');

export const PhoneRequestUpdate = z
  .strictObject({ ...fields, version: versionField })
  .superRefine(differentPhones)
  .openapi('PhoneRequestUpdate');

export const PhoneRequestCancel = z
  .strictObject({ version: versionField })
  .openapi('PhoneRequestCancel');

const comment = z
  .string({ error: 'Комментарий должен быть текстом' })
  .trim()
  .max(DECISION_COMMENT_MAX, messages.lengthMax(DECISION_COMMENT_MAX));

export const PhoneRequestApprove = z
  .strictObject({ version: versionField, comment: comment.default('') })
  .openapi('PhoneRequestApprove');

export const PhoneRequestReject = z
  .strictObject({
    version: versionField,
    comment: comment.min(1, 'Напишите, почему заявка отклонена'),
  })
  .openapi('PhoneRequestReject');

export const PhoneRequest = z
  .object({
    id: z.number().int(),
    hallId: z.number().int(),
    hallName: z.string(),
    status: z.enum(PHONE_REQUEST_STATUSES),
    oldPhone: z.string(),
    newPhone: z.string(),
    reason: z.string(),
    employeePhone: z.string(),
    employeeName: z.string(),
    clientName: z.string(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    comment: z.string().nullable(),
    version: z.number().int(),
    /** What the asking user may do with it now. */
    canEdit: z.boolean(),
    canCancel: z.boolean(),
    canDecide: z.boolean(),
  })
  .openapi('PhoneRequest');

export const PhoneRequestEvent = z
  .object({
    action: z.enum(PHONE_REQUEST_ACTIONS),
    at: z.string(),
    user: z.string().nullable(),
    comment: z.string().nullable(),
    changes: z.record(z.string(), z.object({ from: z.string(), to: z.string() })).nullable(),
  })
  .openapi('PhoneRequestEvent');

export const PhoneRequestDetail = PhoneRequest.extend({
  history: z.array(PhoneRequestEvent),
}).openapi('PhoneRequestDetail');

export const PhoneRequestListQuery = z
  .object({
    ...pageQuery(25),
    ...dateRangeQuery,
    status: z.enum(PHONE_REQUEST_STATUSES, { error: 'Неизвестный статус заявки' }).optional(),
    search: searchText.openapi({ description: 'Цифры старого или нового номера' }),
    ...sortQuery(PHONE_REQUEST_SORT_LABELS, 'createdAt', 'desc'),
  })
  .superRefine(checkRange);

/** The approval queue: the same list over every hall the user may see, or one of them. */
export const PhoneRequestQueueQuery = PhoneRequestListQuery.safeExtend({
  hallId: idText('Неверный номер зала').optional().openapi({ description: 'Один зал' }),
});

export const PhoneRequestPage = z
  .object({
    items: z.array(PhoneRequest),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('PhoneRequestPage');

export const PhoneRequestParams = HallParams.extend({
  requestId: idText('Неверный номер заявки').openapi({
    param: { name: 'requestId', in: 'path' },
    example: '1',
  }),
});

export type PhoneRequestInput = z.infer<typeof PhoneRequestCreate>;
export type PhoneRequestFilter = z.infer<typeof PhoneRequestListQuery>;
export type PhoneRequestQueueFilter = z.infer<typeof PhoneRequestQueueQuery>;
export type PhoneRequestRecord = z.infer<typeof PhoneRequest>;
