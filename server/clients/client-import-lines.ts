/**
 * One line of a client import read and checked: which cell holds which column, the phone, the name,
 * the hall, the consent, the registration date and the IIN, each refused with its reason.
 */
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMNS, type ImportColumn } from '@/lib/shared/clients';
import { hallClock } from '@/lib/shared/hall-time';
import { iinBirthDate, iinProblem, mayEnter } from '@/lib/shared/identity';
import { messages } from '@/lib/shared/validation/messages';
import {
  hasControlChars,
  isFullName,
  isOldPhone,
  normalizePhone,
} from '@/lib/shared/validation/rules';
import { FULL_NAME_MAX } from '@/lib/shared/validation/rules';
import { queryRows, type Db } from '../db/database';
import type { ImportError } from '../imports/import-file';
import {
  cellDay,
  cellIin,
  cellText,
  type ImportCell,
  type ImportLine,
} from '../imports/import-rows';

export type Staged = {
  row: number;
  phone: string;
  full_name: string;
  hall_id: number;
  consent: boolean;
  registered_at: string | null;
  iin: string | null;
  birth_date: string | null;
};
export type RowError = ImportError<ImportColumn>;
export type Halls = { byId: Map<string, number>; byName: Map<string, number> };

const REQUIRED: ImportColumn[] = ['phone', 'fullName', 'hall', 'consent'];
const YES = new Set(['да', 'yes', 'y', '1', 'true', 'д', '+']);
const NO = new Set(['нет', 'no', 'n', '0', 'false', 'н', '-']);

const text = cellText;

/** Which cell holds which column: the header's names, in any order and case. */
export function columnsOf(
  header: ImportCell[],
): Partial<Record<ImportColumn, number>> | RowError[] {
  const names = header.map((cell) => text(cell).toLowerCase().replace(/\s+/g, ' '));
  const found: Partial<Record<ImportColumn, number>> = {};
  for (const [column, title] of Object.entries(IMPORT_COLUMNS) as [ImportColumn, string][]) {
    const index = names.indexOf(title.toLowerCase());
    if (index >= 0) found[column] = index;
  }
  const missing = REQUIRED.filter((column) => found[column] === undefined);
  if (missing.length === 0) return found;
  return missing.map((column) => ({
    row: 1,
    field: 'file',
    message: `Нет столбца «${IMPORT_COLUMNS[column]}»: скачайте шаблон и заполните его`,
  }));
}

/** `ДД.ММ.ГГГГ`, `ГГГГ-ММ-ДД` or a spreadsheet's date, not in the future. */
export function registrationDate(cell: ImportCell | undefined, now: Date): Date | null | string {
  if (cell === null || cell === undefined || text(cell) === '') return null;
  const day = cellDay(cell);
  if (!day) return 'Дата — в виде ДД.ММ.ГГГГ';
  const date = new Date(`${day}T12:00:00Z`);
  if (date > now) return 'Дата регистрации в будущем';
  if (date.getUTCFullYear() < 1990) return 'Дата регистрации раньше 1990 года';
  return date;
}

/** One data line checked: the row to stage, or its errors under the columns' names. */
export function checkLine(
  line: ImportLine,
  columns: Partial<Record<ImportColumn, number>>,
  halls: Halls,
  now: Date,
): Staged | RowError[] {
  const cell = (column: ImportColumn) =>
    columns[column] === undefined ? undefined : line.cells[columns[column]!];
  const errors: RowError[] = [];
  const fail = (field: ImportColumn, message: string) =>
    errors.push({ row: line.row, field, message });
  for (const column of Object.keys(IMPORT_COLUMNS) as ImportColumn[]) {
    if (hasControlChars(text(cell(column)))) fail(column, messages.controlChars());
  }
  if (errors.length) return errors;

  const phone = text(cell('phone'));
  if (!phone) fail('phone', messages.required(IMPORT_COLUMNS.phone));
  else if (phone.length > 40 || !isOldPhone(phone)) fail('phone', messages.phone());
  const fullName = text(cell('fullName'));
  if (!fullName) fail('fullName', messages.required(IMPORT_COLUMNS.fullName));
  else if (fullName.length > FULL_NAME_MAX) fail('fullName', messages.lengthMax(FULL_NAME_MAX));
  else if (!isFullName(fullName)) fail('fullName', messages.fullName());
  const hall = text(cell('hall'));
  const hallId = halls.byId.get(hall) ?? halls.byName.get(hall.toLowerCase());
  if (!hall) fail('hall', messages.required(IMPORT_COLUMNS.hall));
  else if (hallId === undefined)
    fail('hall', `Нет зала «${hall.slice(0, 100)}»: укажите номер или название`);
  const consent = text(cell('consent')).toLowerCase();
  if (!YES.has(consent) && !NO.has(consent)) fail('consent', 'Ответ — «да» или «нет»');
  const registered = registrationDate(cell('registeredAt'), now);
  if (typeof registered === 'string') fail('registeredAt', registered);
  const iin = cellIin(cell('iin'));
  const today = hallClock().today(now);
  const iinError = iin ? iinProblem(iin, today) : null;
  if (iinError) fail('iin', iinError);
  else if (iin && !mayEnter(iinBirthDate(iin)!, today)) fail('iin', UNDER_AGE_CLIENT);
  if (errors.length) return errors;
  return {
    row: line.row,
    phone: normalizePhone(phone),
    full_name: fullName.replace(/\s+/g, ' '),
    hall_id: hallId!,
    consent: YES.has(consent),
    registered_at: registered instanceof Date ? registered.toISOString() : null,
    iin: iin || null,
    birth_date: iin ? iinBirthDate(iin) : null,
  };
}

export async function loadHalls(db: Db): Promise<Halls> {
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from halls`);
  return {
    byId: new Map(rows.map((h) => [String(h.id), h.id])),
    byName: new Map(rows.map((h) => [h.name.trim().toLowerCase(), h.id])),
  };
}

const UNDER_AGE_CLIENT = 'Клиенту нет 21 года: в зал его не пропустят, в базу он не заносится';
