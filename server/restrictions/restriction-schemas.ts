import { z } from '@hono/zod-openapi';
import { importResult } from '../imports/import-route';
import { isIsoDate } from '@/lib/shared/iso-date';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_SOURCE_LABELS,
  RESTRICTION_STATUS_LABELS,
  type RestrictionSource,
  type RestrictionStatus,
} from '@/lib/shared/restrictions';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { idText, INT_MAX, pageQuery, searchText } from '../list-query';
import { DocumentRef, iinField, oneIdentity } from '../clients/identity-fields';

const IDENTITY_NEEDED = 'Введите ИИН или данные документа';

const day = (label: string) =>
  requiredText(label)
    .max(10, messages.invalidDate())
    .refine(isIsoDate, messages.invalidDate())
    .openapi({ example: '2026-12-01', description: `${label} (YYYY-MM-DD)` });

export const RestrictionCreate = z
  .strictObject({
    iin: iinField.optional(),
    document: DocumentRef.optional(),
    hallId: z
      .number({ error: 'Укажите зал, где подписано заявление' })
      .int('Укажите зал, где подписано заявление')
      .min(1, 'Укажите зал, где подписано заявление')
      .max(INT_MAX, 'Укажите зал, где подписано заявление'),
    from: day('Начало'),
    to: day('Окончание'),
    applicationNo: requiredText('Номер заявления')
      .trim()
      .min(1, messages.required('Номер заявления'))
      .max(40, messages.lengthMax(40)),
  })
  .superRefine((value, ctx) => oneIdentity(value, ctx, IDENTITY_NEEDED))
  .openapi('RestrictionCreate');

export const RestrictionCreated = z
  .object({ id: z.number().int(), from: z.string(), to: z.string() })
  .openapi('RestrictionCreated');

const source = z.enum(Object.keys(RESTRICTION_SOURCE_LABELS) as [RestrictionSource], {
  error: `Источник: ${Object.keys(RESTRICTION_SOURCE_LABELS).join(', ')}`,
});
const status = z.enum(Object.keys(RESTRICTION_STATUS_LABELS) as [RestrictionStatus], {
  error: `Состояние: ${Object.keys(RESTRICTION_STATUS_LABELS).join(', ')}`,
});

export const RestrictionListQuery = z.object({
  ...pageQuery(25),
  search: searchText.openapi({ description: 'ИИН или номер документа, целиком или частью' }),
  source: source.optional(),
  status: status.optional(),
});

export const Restriction = z
  .object({
    id: z.number().int(),
    iin: z.string().nullable(),
    document: z.object({ type: DocumentRef.shape.type, number: z.string() }).nullable(),
    source,
    status,
    from: z.string(),
    to: z.string(),
    applicationNo: z.string().nullable(),
    hallId: z.number().int().nullable(),
    hallName: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Restriction');

export const RestrictionPage = z
  .object({
    items: z.array(Restriction),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('RestrictionPage');

export const RestrictionCheckQuery = z
  .object({
    hallId: idText('Неверный номер зала').openapi({ description: 'Зал, где спрашивают' }),
    iin: iinField.optional(),
    documentType: DocumentRef.shape.type.optional(),
    documentNumber: DocumentRef.shape.number.optional(),
  })
  .superRefine((value, ctx) => {
    const document =
      value.documentType !== undefined || value.documentNumber !== undefined
        ? { type: value.documentType, number: value.documentNumber }
        : undefined;
    oneIdentity({ iin: value.iin, document }, ctx, IDENTITY_NEEDED);
    if (document && (!document.type || !document.number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['documentNumber'],
        message: 'Укажите тип и номер документа',
      });
    }
  });

export const RestrictionCheck = z.object({ restricted: z.boolean() }).openapi('RestrictionCheck', {
  description: 'Только да или нет: источник и срок не сообщаются',
});

export const RestrictionImportResult = importResult(
  RESTRICTION_IMPORT_COLUMNS,
  'RestrictionImportResult',
);

export type RestrictionInput = z.infer<typeof RestrictionCreate>;
export type RestrictionFilter = z.infer<typeof RestrictionListQuery>;
export type RestrictionRecord = z.infer<typeof Restriction>;
