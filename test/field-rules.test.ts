/**
 * The browser's form rules (`lib/forms/validators.ts`, in Mantine's shape) and the API's fields
 * (`server/fields.ts`, zod) are two adapters of the same rules and texts
 * (`lib/shared/validation/`). Each input here must get the same verdict and the same message from
 * both. Control characters are refused before any field, by the API's input guard and by each
 * form's `noControlChars`, with one message (`server/input-guard.test.ts`).
 */
import { messages } from '@/lib/shared/validation/messages';
import { FULL_NAME_MAX, isOldPhone, isPhone } from '@/lib/shared/validation/rules';
import { fullNameField, oldPhone, phone, type Validator } from '@/lib/forms/validators';
import { fullNameField as fullNameSchema, OLD_PHONE_MESSAGE, phoneField } from '@/server/fields';

type Schema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** What the API answers under the field: its first message, or null when it takes the value. */
const apiMessage = (schema: Schema, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0].message;
};

const PHONES = [
  '+7 (701) 123-45-67',
  '+77011234567',
  '7 701 123 45 67',
  '  +7 701 123-45-67  ',
  '87011234567',
  '+7 (791) 123-45-67',
  '+7 (701) 123-45-6',
  '+7 (701) 123-45-6789',
  '+7--701-123-45-67',
  '',
  '   ',
  'телефон',
  '+7 (701) 123-45-67'.repeat(3),
  '7'.repeat(1_000_000),
];

const NAMES = [
  'Иванов Иван Иванович',
  'Anna-Maria O`Neil',
  'Ёлкина Алёна',
  '  Петров Пётр  ',
  'Иванов 2',
  'Иванов_Иван',
  '---',
  '',
  '   ',
  'Я'.repeat(FULL_NAME_MAX),
  'Я'.repeat(FULL_NAME_MAX + 1),
  `  ${'Я'.repeat(FULL_NAME_MAX)}  `,
  'Я'.repeat(1_000_000),
];

const pairs: [string, Validator, Schema, string[]][] = [
  ['a phone', phone('Телефон'), phoneField('Телефон', isPhone, messages.phone()), PHONES],
  [
    'an old phone',
    oldPhone('Телефон'),
    phoneField('Телефон', isOldPhone, OLD_PHONE_MESSAGE),
    PHONES,
  ],
  ['a full name', fullNameField('ФИО'), fullNameSchema('ФИО'), NAMES],
];

describe.each(pairs)('%s', (_, browser, api, inputs) => {
  it.each(
    inputs.map((input) => [
      input.length > 60 ? `${input.slice(0, 20)}… (${input.length})` : input,
      input,
    ]),
  )('gets the same answer from the form and the API: %j', (_shown, input) => {
    expect(browser(input)).toBe(apiMessage(api, input));
  });
});
