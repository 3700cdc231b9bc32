import { sql } from 'drizzle-orm';
import {
  DOCUMENT_NUMBER_PATTERN,
  DOCUMENT_TYPE_LABELS,
  iinProblem,
  normalizeDocumentNumber,
  type DocumentType,
} from '@/lib/shared/identity';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_SOURCE_LABELS,
  type RestrictionImportColumn,
  type RestrictionImportResult,
} from '@/lib/shared/restrictions';
import { messages } from '@/lib/shared/validation/messages';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { readImportFile, type ImportError } from '../imports/import-file';
import {
  cellDay,
  cellIin,
  cellText,
  type ImportCell,
  type ImportLine,
} from '../imports/import-rows';
import { queryRows, type Db } from '../db/database';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { personKey } from '../clients/person';

/** Entries written per statement. */
const WRITE_BATCH = 2_000;

type Entry = {
  person: string;
  iin: string | null;
  document_type: string | null;
  document_number: string | null;
  source: string;
  starts_on: string;
  ends_on: string;
};
type RowError = ImportError<RestrictionImportColumn>;
type Columns = Partial<Record<RestrictionImportColumn, number>>;

const ANY_DAY = '9999-12-31';
const DOCUMENT_MESSAGE = `Документ — тип и номер через двоеточие, например passport:N1234567 (типы: ${Object.keys(DOCUMENT_TYPE_LABELS).join(', ')})`;

function columnsOf(header: ImportCell[]): Columns | RowError[] {
  const names = header.map((cell) => cellText(cell).toLowerCase());
  const found: Columns = {};
  for (const column of RESTRICTION_IMPORT_COLUMNS) {
    const index = names.indexOf(column.toLowerCase());
    if (index >= 0) found[column] = index;
  }
  const missing = (['from', 'to', 'source'] as const).filter((c) => found[c] === undefined);
  if (found.iin === undefined && found.document === undefined) missing.unshift('iin' as never);
  if (missing.length === 0) return found;
  return missing.map((column) => ({
    row: 1,
    field: 'file',
    message:
      column === ('iin' as never)
        ? 'Нет столбца «iin» или «document»'
        : `Нет столбца «${column}»: нужны iin или document, from, to, source`,
  }));
}

function checkLine(line: ImportLine, columns: Columns): Entry | RowError[] {
  const cell = (column: RestrictionImportColumn) =>
    columns[column] === undefined ? undefined : line.cells[columns[column]!];
  const errors: RowError[] = [];
  const fail = (field: RestrictionImportColumn, message: string) =>
    errors.push({ row: line.row, field, message });
  for (const column of RESTRICTION_IMPORT_COLUMNS) {
    const value = cellText(cell(column));
    if (value.length > 200) fail(column, messages.lengthMax(200));
    else if (hasControlChars(value)) fail(column, messages.controlChars());
  }
  if (errors.length) return errors;

  const iin = cellIin(cell('iin'));
  const documentText = cellText(cell('document'));
  let person: Pick<Entry, 'person' | 'iin' | 'document_type' | 'document_number'> | null = null;
  if (iin) {
    const problem = iinProblem(iin, ANY_DAY);
    if (problem) fail('iin', problem);
    else {
      const identity = { iin, documentType: null, documentNumber: null };
      person = { person: personKey(identity), iin, document_type: null, document_number: null };
    }
  } else if (documentText) {
    const [type, number] = documentText.split(':', 2).map((part) => part.trim());
    const normalized = normalizeDocumentNumber(number ?? '');
    if (!(type in DOCUMENT_TYPE_LABELS) || !DOCUMENT_NUMBER_PATTERN.test(normalized)) {
      fail('document', DOCUMENT_MESSAGE);
    } else {
      person = {
        person: personKey({ iin: null, documentType: type, documentNumber: normalized }),
        iin: null,
        document_type: type as DocumentType,
        document_number: normalized,
      };
    }
  } else fail(columns.iin === undefined ? 'document' : 'iin', 'Укажите ИИН или документ');

  const from = cellDay(cell('from'));
  const to = cellDay(cell('to'));
  if (!from) fail('from', 'Дата — в виде ДД.ММ.ГГГГ или ГГГГ-ММ-ДД');
  if (!to) fail('to', 'Дата — в виде ДД.ММ.ГГГГ или ГГГГ-ММ-ДД');
  else if (from && to < from) fail('to', 'Окончание раньше начала');
  const source = cellText(cell('source')).toLowerCase();
  if (!(source in RESTRICTION_SOURCE_LABELS)) {
    fail('source', `Источник — ${Object.keys(RESTRICTION_SOURCE_LABELS).join(', ')}`);
  }
  if (errors.length || !person) return errors;
  return { ...person, source, starts_on: from!, ends_on: to! };
}

/** Writes a batch; answers how many entries were new. A known entry is left as it is. */
async function writeBatch(tx: Db, entries: Entry[], userId: number, now: Date) {
  const [row] = await queryRows<{ created: number }>(
    tx,
    sql`with added as (
          insert into restrictions (person, iin, document_type, document_number, source,
            starts_on, ends_on, created_by, created_at)
          select person, iin, document_type, document_number, source, starts_on, ends_on,
            ${userId}, ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
            as r(person text, iin text, document_type text, document_number text, source text,
              starts_on date, ends_on date)
          on conflict (source, person, starts_on, ends_on) do nothing
          returning 1)
        select count(*)::int as created from added`,
  );
  return row.created;
}

export type RestrictionImportOptions = { dryRun: boolean; skipInvalid: boolean; userId: number };

/**
 * Loads an official list (or the state's register of self-restrictions) from a CSV or XLSX
 * file. Every line is checked first; then, in one transaction, the entries are written, only
 * the new ones taking effect. A dry run, or a file with errors without `skipInvalid`, is rolled
 * back whole after counting what it would add. The same file again adds nothing.
 */
export async function importRestrictions(
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
  options: RestrictionImportOptions,
  writeAs: <T>(write: (a: Actor) => Promise<T>) => Promise<T>,
): Promise<RestrictionImportResult> {
  const entries: Entry[] = [];
  const read = await readImportFile(body, format, columnsOf, (line, columns, report) => {
    const checked = checkLine(line, columns);
    if (Array.isArray(checked)) report(checked);
    else entries.push(checked);
  });
  const write = !options.dryRun && read.headed && (read.errorCount === 0 || options.skipInvalid);
  let created = 0;
  const rollBack = new Error('not written');
  try {
    await writeAs(async (a) => {
      for (let i = 0; i < entries.length; i += WRITE_BATCH) {
        created += await writeBatch(a.tx, entries.slice(i, i + WRITE_BATCH), a.user.id, a.now);
      }
      if (!write) throw rollBack;
      // Head office's write of the register: what the file held and what it added, never whom.
      await recordAudit(a, 'restriction.import', 0, { rows: read.rows, created }, null);
    });
  } catch (error) {
    if (error !== rollBack) throw error;
  }
  return {
    rows: read.rows,
    created,
    unchanged: entries.length - created,
    errors: read.errors.sort((a, b) => a.row - b.row),
    moreErrors: read.errorCount - read.errors.length,
    written: write,
  };
}
