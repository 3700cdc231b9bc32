/**
 * Validators in the shape Mantine's form expects: `(value) => message | null`. They and the API's
 * zod fields (`server/fields.ts`) are two adapters of the same rules and texts
 * (`lib/shared/validation/`); `test/field-rules.test.ts` proves that they answer alike.
 */
import { messages } from '../shared/validation/messages';
import {
  hasControlChars,
  isFullName,
  isOldPhone,
  isPhone,
  PHONE_MAX,
} from '../shared/validation/rules';
import { FULL_NAME_MAX } from '../shared/validation/rules';

export type Validator<T = string> = (value: T) => string | null;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const required =
  (label?: string): Validator<unknown> =>
  (value) =>
    isBlank(value) || (Array.isArray(value) && value.length === 0)
      ? messages.required(label)
      : null;

export const length =
  ({ min, max }: { min?: number; max?: number }): Validator =>
  (value) => {
    const n = value.length;
    if (min !== undefined && max !== undefined && min === max && n !== min)
      return messages.lengthExact(min);
    if (min !== undefined && max !== undefined && (n < min || n > max))
      return messages.lengthRange(min, max);
    if (min !== undefined && n < min) return messages.lengthMin(min);
    if (max !== undefined && n > max) return messages.lengthMax(max);
    return null;
  };

export const numberRange =
  ({ min, max }: { min?: number; max?: number }): Validator<number> =>
  (value) => {
    if (min !== undefined && max !== undefined && (value < min || value > max))
      return messages.numberRange(min, max);
    if (min !== undefined && value < min) return messages.numberMin(min);
    if (max !== undefined && value > max) return messages.numberMax(max);
    return null;
  };

export const arrayCount =
  ({ min, max }: { min?: number; max?: number }): Validator<readonly unknown[]> =>
  (value) => {
    const n = value.length;
    if (min !== undefined && min === max && n !== min) return messages.arrayCount(min);
    if (min !== undefined && n < min) return messages.arrayMin(min);
    if (max !== undefined && n > max) return messages.arrayMax(max);
    return null;
  };

export const matches =
  (pattern: RegExp, label?: string): Validator =>
  (value) =>
    pattern.test(value) ? null : messages.pattern(label);

/** Refuses control characters (NUL, escape…), as the API does in every text field. */
export const noControlChars: Validator = (value) =>
  hasControlChars(value) ? messages.controlChars() : null;

export const validDate: Validator<unknown> = (value) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? messages.invalidDate() : null;
};

/** Runs validators in order and returns the first message; blank optional values pass. */
export function all<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return null;
  };
}

const ruleValidator =
  (test: (value: string) => boolean, message: () => string, label?: string): Validator =>
  (value) => {
    if (isBlank(value)) return messages.required(label);
    return test(value.trim()) ? null : message();
  };

const phoneRule = (rule: (value: string) => boolean) => (value: string) =>
  value.length <= PHONE_MAX && rule(value);

export const phone = (label?: string) => ruleValidator(phoneRule(isPhone), messages.phone, label);
export const oldPhone = (label?: string) =>
  ruleValidator(phoneRule(isOldPhone), messages.oldPhone, label);
export const fullName = (label?: string) => ruleValidator(isFullName, messages.fullName, label);

/** A person's full name as every form takes it: filled, plain text, not too long, the name rule. */
export const fullNameField = (label: string) =>
  all<string>(
    noControlChars,
    required(label),
    (value) => length({ max: FULL_NAME_MAX })(value.trim()),
    fullName(label),
  );
