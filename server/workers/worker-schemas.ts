import { z } from '@hono/zod-openapi';
import { messages } from '@/lib/shared/validation/messages';
import { isPhone } from '@/lib/shared/validation/rules';
import {
  hireDateMessage,
  WORKER_POSITIONS,
  WORKER_SORTS,
  WORKER_STATUSES,
} from '@/lib/shared/workers';
import { fullNameField, phoneField, requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import { pageQuery, searchText, sortOrder, versionField } from '../list-query';

const fullName = fullNameField();
const phone = phoneField('Телефон', isPhone, messages.phone());

const position = z.enum(WORKER_POSITIONS, { error: 'Выберите должность из списка' });
const status = z.enum(WORKER_STATUSES, { error: 'Выберите статус из списка' });

const hireDate = requiredText('Дата приёма')
  .superRefine((value, ctx) => {
    const message = hireDateMessage(value, null);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .openapi({ example: '2024-03-01' });

export const WorkerCreate = z
  .strictObject({ fullName, phone, position, status: status.default('active'), hireDate })
  .openapi('WorkerCreate');

export const WorkerUpdate = z
  .strictObject({
    version: versionField,
    fullName: fullName.optional(),
    phone: phone.optional(),
    position: position.optional(),
    status: status.optional(),
    hireDate: hireDate.optional(),
  })
  .openapi('WorkerUpdate');

export const WorkerDismiss = z.strictObject({ version: versionField }).openapi('WorkerDismiss');

export const Worker = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    phone: z.string().openapi({ example: '+77011234567' }),
    position: z.enum(WORKER_POSITIONS),
    status: z.enum(WORKER_STATUSES),
    hireDate: z.string().openapi({ example: '2024-03-01' }),
    dismissedAt: z.string().nullable(),
    userId: z.number().int().nullable().openapi({
      description: 'Учётная запись сотрудника (GET /api/users/{userId}), если выдан доступ',
    }),
    version: z.number().int(),
  })
  .openapi('Worker');

export const WorkerListQuery = z.object({
  ...pageQuery(25),
  sort: z.enum(WORKER_SORTS, { error: 'Неизвестная сортировка' }).default('fullName'),
  order: sortOrder,
  position: position.optional(),
  status: status.optional(),
  search: searchText,
});

export const WorkerExportQuery = WorkerListQuery.omit({ page: true, pageSize: true });

export const WorkerPage = z
  .object({
    items: z.array(Worker),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('WorkerPage');

export const WorkerParams = HallParams.extend({
  workerId: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный номер сотрудника')
    .openapi({ param: { name: 'workerId', in: 'path' }, example: '1' }),
});

export type WorkerRecord = z.infer<typeof Worker>;
export type WorkerFilter = z.infer<typeof WorkerExportQuery>;
