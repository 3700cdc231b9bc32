import { z } from '@hono/zod-openapi';
import {
  CITIZENSHIP_PATTERN,
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_NUMBER_PATTERN,
  DOCUMENT_TYPE_LABELS,
  iinProblem,
  IIN_MESSAGES,
  normalizeDocumentNumber,
  normalizeIin,
  type DocumentType,
} from '@/lib/shared/identity';
import { isIsoDate } from '@/lib/shared/iso-date';
import { messages } from '@/lib/shared/validation/messages';
import { ApiError } from '../errors';
import { requiredText } from '../fields';

/** Far enough ahead that only the hall's own date, checked later, can find a birth in the future. */
const ANY_DAY = '9999-12-31';

/** A citizen's IIN: spaces and hyphens between groups dropped, then the format, date and check digit. */
export const iinField = requiredText('ИИН')
  .max(40, IIN_MESSAGES.format)
  .superRefine((value, ctx) => {
    const problem = iinProblem(normalizeIin(value), ANY_DAY);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeIin)
  .openapi({ type: 'string', example: '900101300007', description: 'ИИН: 12 цифр' });

const documentType = z
  .enum(Object.keys(DOCUMENT_TYPE_LABELS) as [DocumentType], {
    error: `Тип документа: ${Object.keys(DOCUMENT_TYPE_LABELS).join(', ')}`,
  })
  .openapi({ description: 'passport — паспорт, id_card — удостоверение, residence_permit — ВНЖ' });

const documentNumber = requiredText('Номер документа')
  .max(DOCUMENT_NUMBER_MAX * 2, messages.lengthMax(DOCUMENT_NUMBER_MAX))
  .refine(
    (value) => DOCUMENT_NUMBER_PATTERN.test(normalizeDocumentNumber(value)),
    'Номер документа — от 5 до 20 латинских букв и цифр',
  )
  .transform(normalizeDocumentNumber);

/** A foreigner's document as the door asks for it: its type and number. */
export const DocumentRef = z
  .strictObject({ type: documentType, number: documentNumber })
  .openapi('DocumentRef');

/** A foreigner's document as registration takes it: with the citizenship and birth date. */
export const DocumentInput = DocumentRef.extend({
  citizenship: requiredText('Гражданство')
    .max(3, 'Гражданство — три латинские буквы кода страны, например RUS')
    .refine(
      (value) => CITIZENSHIP_PATTERN.test(value.toUpperCase()),
      'Гражданство — три латинские буквы кода страны, например RUS',
    )
    .transform((value) => value.toUpperCase()),
  birthDate: requiredText('Дата рождения')
    .max(10, messages.invalidDate())
    .refine((value) => isIsoDate(value) && value >= '1900-01-01', messages.invalidDate())
    .openapi({ example: '1988-06-15' }),
}).openapi('DocumentInput');

export type DocumentRefInput = z.infer<typeof DocumentRef>;
export type DocumentFullInput = z.infer<typeof DocumentInput>;

/** Either an IIN or a document, never both, never neither: the message goes under `iin`. */
export function oneIdentity(
  value: { iin?: unknown; document?: unknown },
  ctx: z.RefinementCtx,
  neither: string,
) {
  if (value.iin === undefined && value.document === undefined) {
    ctx.addIssue({ code: 'custom', path: ['iin'], message: neither });
  } else if (value.iin !== undefined && value.document !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['document'],
      message: 'Укажите ИИН или документ, не оба сразу',
    });
  }
}

/** A birth date after the hall's today: 400 under the field it came in. */
export function assertBorn(birthDate: string | null, today: string, field: string) {
  if (birthDate && birthDate > today) {
    const message =
      field === 'iin' ? IIN_MESSAGES.future : 'Дата рождения не может быть позже сегодняшней';
    throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
      [field]: message,
    });
  }
}
