/**
 * A client's identity as the table keeps it, and the refusals of an identity or a phone the
 * chain already has.
 */
import { iinBirthDate, type DocumentType } from '@/lib/shared/identity';
import { ApiError, isUniqueViolation } from '../errors';
import { asMiss } from '../auth/lookup-limit';

/**
 * An identity of the chain is one client's: the answer names nobody, and tells as much as a
 * look-up, so the look-up limit counts it.
 */
export const identityTaken = (field: 'iin' | 'document') =>
  asMiss(
    new ApiError(409, 'identity_taken', 'Гость с этим документом уже зарегистрирован', {
      [field === 'iin' ? 'iin' : 'document.number']:
        field === 'iin'
          ? 'Гость с этим ИИН уже зарегистрирован в сети: отметьте визит по ИИН'
          : 'Гость с этим документом уже зарегистрирован в сети: отметьте визит по документу',
    }),
  );

/** The identity columns of a client, from an IIN or a document (decision 055). */
export function identityColumns(input: {
  iin?: string;
  document?: { type: DocumentType; number: string; citizenship?: string; birthDate?: string };
}) {
  if (input.iin) {
    return {
      iin: input.iin,
      documentType: null,
      documentNumber: null,
      citizenship: null,
      birthDate: iinBirthDate(input.iin),
    };
  }
  const document = input.document!;
  return {
    iin: null,
    documentType: document.type,
    documentNumber: document.number,
    citizenship: document.citizenship ?? null,
    birthDate: document.birthDate ?? null,
  };
}

/** A unique index on the identity refused the write: 409 under the field it came in. */
export function identityConflict(error: unknown): ApiError | null {
  if (isUniqueViolation(error, 'clients_iin_uq')) return identityTaken('iin');
  if (isUniqueViolation(error, 'clients_document_uq')) return identityTaken('document');
  return null;
}

/** A phone of the chain is one client's: the answer names nobody (and counts as a look-up). */
export const phoneTaken = () =>
  asMiss(
    new ApiError(409, 'phone_taken', 'Этот номер уже зарегистрирован', {
      phone: 'Этот номер уже зарегистрирован в сети: отметьте визит по нему',
    }),
  );
