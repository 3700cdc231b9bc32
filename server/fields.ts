import { z } from '@hono/zod-openapi';
import { messages } from '@/lib/shared/validation/messages';
import { isFullName, normalizePhone, PHONE_MAX } from '@/lib/shared/validation/rules';
import { FULL_NAME_MAX } from '@/lib/shared/validation/rules';

/**
 * A schema registered by name (`.openapi('Name')`), or null. `.nullable()` on such a schema is
 * dropped from the generated contract, or marks the shared component itself nullable: the union
 * keeps the component as it is and says null where it is used (`server/openapi-nulls.test.ts`).
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/**
 * A required text field whose messages name it: missing or empty → «Пожалуйста, заполните поле
 * «…»», not text → «Поле «…» должно быть текстом».
 */
export const requiredText = (label: string) =>
  z
    .string({
      // Only the type check: length and pattern checks keep their own messages.
      error: (issue) => {
        if (issue.code !== 'invalid_type') return undefined;
        return issue.input === undefined || issue.input === null
          ? messages.required(label)
          : `Поле «${label}» должно быть текстом`;
      },
    })
    .min(1, messages.required(label));

/** A phone under `rule`, stored in its one normal form (`+77011234567`). */
export const phoneField = (label: string, rule: (value: string) => boolean, message: string) =>
  requiredText(label)
    .trim()
    .min(1, messages.required(label))
    .max(PHONE_MAX, message)
    .refine(rule, message)
    .transform(normalizePhone)
    .openapi({ type: 'string', example: '+7 (701) 123-45-67' });

export const OLD_PHONE_MESSAGE = messages.oldPhone();

/** A person's full name: letters, spaces, hyphens and backticks, up to `FULL_NAME_MAX`. */
export const fullNameField = (label = 'ФИО') =>
  requiredText(label)
    .trim()
    .min(1, messages.required(label))
    .max(FULL_NAME_MAX, messages.lengthMax(FULL_NAME_MAX))
    .refine(isFullName, messages.fullName());
