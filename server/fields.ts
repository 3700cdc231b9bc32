import { z } from '@hono/zod-openapi';
import { messages } from '@/lib/validation/messages';

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
