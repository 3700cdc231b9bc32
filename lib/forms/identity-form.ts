/**
 * A guest's identity in the door's forms: an IIN, or a foreigner's document. The rules are
 * `lib/shared/identity.ts`, which the API applies too; the hall's today judges a birth date.
 */
import {
  CITIZENSHIP_PATTERN,
  DOCUMENT_NUMBER_PATTERN,
  iinProblem,
  normalizeDocumentNumber,
  normalizeIin,
  type DocumentType,
} from '../shared/identity';
import { isIsoDate } from '../shared/iso-date';
import { messages } from '../shared/validation/messages';
import { hasControlChars } from '../shared/validation/rules';

export type IdentityValues = {
  kind: 'iin' | 'document';
  iin: string;
  documentType: DocumentType;
  documentNumber: string;
  citizenship: string;
  birthDate: string;
};

export const blankIdentity = (): IdentityValues => ({
  kind: 'iin',
  iin: '',
  documentType: 'passport',
  documentNumber: '',
  citizenship: '',
  birthDate: '',
});

/**
 * The rules of the identity's fields; `full` asks a foreigner's citizenship and birth date too
 * (a registration does, a check-in does not). `today` is the hall's date.
 */
export function identityRules(today: () => string, full: boolean) {
  const whenDocument =
    (rule: (value: string) => string | null) =>
    (value: string, values: { identity: IdentityValues }) =>
      values.identity.kind === 'document' ? rule(value) : null;
  return {
    iin: (value: string, values: { identity: IdentityValues }) => {
      if (values.identity.kind !== 'iin') return null;
      if (!value.trim()) return messages.required('ИИН');
      if (hasControlChars(value)) return messages.controlChars();
      return iinProblem(normalizeIin(value), today());
    },
    documentNumber: whenDocument((value) => {
      if (!value.trim()) return messages.required('Номер документа');
      return DOCUMENT_NUMBER_PATTERN.test(normalizeDocumentNumber(value))
        ? null
        : 'Номер документа — от 5 до 20 латинских букв и цифр';
    }),
    citizenship: whenDocument((value) =>
      !full || CITIZENSHIP_PATTERN.test(value) ? null : 'Выберите гражданство',
    ),
    birthDate: whenDocument((value) => {
      if (!full) return null;
      if (!value) return messages.required('Дата рождения');
      if (!isIsoDate(value) || value < '1900-01-01') return messages.invalidDate();
      return value > today() ? 'Дата рождения не может быть позже сегодняшней' : null;
    }),
  };
}

/** The identity as the door asks for it: `{ iin }` or `{ document: { type, number } }`. */
export function identityRef(values: IdentityValues) {
  if (values.kind === 'iin') return { iin: normalizeIin(values.iin) };
  return {
    document: { type: values.documentType, number: normalizeDocumentNumber(values.documentNumber) },
  };
}

/** The identity as a registration takes it: a foreigner's citizenship and birth date too. */
export function identityFull(values: IdentityValues) {
  if (values.kind === 'iin') return { iin: normalizeIin(values.iin) };
  return {
    document: {
      type: values.documentType,
      number: normalizeDocumentNumber(values.documentNumber),
      citizenship: values.citizenship,
      birthDate: values.birthDate,
    },
  };
}

const FIELD_OF: Record<string, keyof IdentityValues> = {
  iin: 'iin',
  document: 'documentNumber',
  'document.number': 'documentNumber',
  'document.type': 'documentType',
  'document.citizenship': 'citizenship',
  'document.birthDate': 'birthDate',
  // A winnings payout names its client so.
  clientIin: 'iin',
  clientId: 'iin',
  clientDocument: 'documentNumber',
  'clientDocument.number': 'documentNumber',
  'clientDocument.type': 'documentType',
};

/** The API's field messages with the identity's moved under the form's `identity.…` fields. */
export function identityErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      FIELD_OF[field] ? `identity.${FIELD_OF[field]}` : field,
      message,
    ]),
  );
}
