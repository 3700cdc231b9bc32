import { sql, type SQL } from 'drizzle-orm';
import { iinBirthDate, type DocumentType } from '@/lib/shared/identity';
import type { DocumentRefInput } from './identity-fields';

/**
 * A person's key, as the register of restricted persons stores it and the door and the payout
 * look it up: `iin:<IIN>` for a citizen, `doc:<type>:<number>` for a foreigner's document.
 * Spelled here only, for JavaScript and for SQL.
 */
export function personKey(identity: {
  iin: string | null;
  documentType: string | null;
  documentNumber: string | null;
}): string {
  return identity.iin
    ? `iin:${identity.iin}`
    : `doc:${identity.documentType}:${identity.documentNumber}`;
}

/** The same key from a client row's columns (`iin`, `document_type`, `document_number`). */
export function personKeyOfRow(alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`coalesce('iin:' || ${column('iin')},
    'doc:' || ${column('document_type')} || ':' || ${column('document_number')})`;
}

/** A person as the register and the door know them. */
export type Person = {
  /** The register's key (`personKey`). */
  key: string;
  iin: string | null;
  documentType: DocumentType | null;
  documentNumber: string | null;
  /** The birth date the IIN encodes, or null for a document (the client's record has it). */
  birthDate: string | null;
  /** The field a message about the person goes under. */
  field: 'iin' | 'document';
};

export function personOf(input: { iin?: string; document?: DocumentRefInput }): Person {
  const identity = input.iin
    ? { iin: input.iin, documentType: null, documentNumber: null }
    : { iin: null, documentType: input.document!.type, documentNumber: input.document!.number };
  return {
    ...identity,
    key: personKey(identity),
    birthDate: input.iin ? iinBirthDate(input.iin) : null,
    field: input.iin ? 'iin' : 'document',
  };
}
