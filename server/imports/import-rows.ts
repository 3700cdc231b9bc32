import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { parse } from 'csv-parse';
import type { CellValue, Row } from 'exceljs';
import { normalizeIin } from '@/lib/shared/identity';
import { isIsoDate, russianDay } from '@/lib/shared/iso-date';
import { ApiError } from '../errors';

/** A cell as a file gives it: text, a number, a date (XLSX) or nothing. */
export type ImportCell = string | number | Date | null;
/** A line of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export type ImportLine = { row: number; cells: ImportCell[] };

export const IMPORT_TYPES = {
  csv: ['text/csv', 'application/csv', 'text/plain'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

export const unreadableFile = (message: string) =>
  new ApiError(400, 'file_unreadable', message, { file: message });

/** Which reader a content type asks for, or a 415 naming the two that are read. */
export function importFormat(contentType: string | undefined): 'csv' | 'xlsx' {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (IMPORT_TYPES.csv.includes(type)) return 'csv';
  if (IMPORT_TYPES.xlsx.includes(type)) return 'xlsx';
  throw new ApiError(415, 'unsupported_media_type', 'Файл должен быть в формате CSV или XLSX');
}

/**
 * Text of a CSV as it arrives: UTF-8 (a byte-order mark dropped), or Windows-1251 when the start
 * of the file is not UTF-8 — what Excel in a Russian locale saves as «CSV (разделители — запятые)».
 */
async function* decodedText(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  for await (const chunk of body) {
    if (!decoder) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(chunk, { stream: true });
        decoder = new TextDecoder('utf-8', { fatal: true });
      } catch {
        decoder = new TextDecoder('windows-1251');
      }
    }
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw unreadableFile('Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8»');
    }
  }
  if (decoder) yield decoder.decode();
}

/** `;` when the header line has one (Excel in a Russian locale), `,` otherwise. */
async function* withDelimiter(
  text: AsyncGenerator<string>,
  onDelimiter: (delimiter: string) => void,
): AsyncGenerator<string> {
  let head = '';
  let decided = false;
  for await (const piece of text) {
    if (decided) {
      yield piece;
      continue;
    }
    head += piece;
    const end = head.indexOf('\n');
    if (end < 0 && head.length < 64 * 1024) continue;
    const header = end < 0 ? head : head.slice(0, end);
    onDelimiter(header.includes(';') ? ';' : ',');
    decided = true;
    yield head;
  }
  if (!decided) {
    onDelimiter(head.includes(';') ? ';' : ',');
    yield head;
  }
}

async function* csvLines(body: AsyncIterable<Uint8Array>): AsyncGenerator<ImportLine> {
  let delimiter = ';';
  const text = withDelimiter(decodedText(body), (d) => (delimiter = d));
  // The parser is made once the delimiter is known: from the first piece of text.
  const first = await text.next();
  if (first.done) return;
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  const source = Readable.from(
    (async function* () {
      yield first.value;
      yield* text;
    })(),
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { row: record.info.lines, cells: record.record };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadableFile(`Файл CSV не читается: ${(error as Error).message.split('\n')[0]}`);
  }
}

function xlsxCell(value: CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return xlsxCell(value.result as CellValue);
  }
  return String(value);
}

/** The parts of exceljs's streaming reader that read one part of the archive each (4.4.0). */
type PartReader = {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(rows: AsyncIterable<unknown>, sheetNo: string): Generator<{ value: unknown }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
};

/**
 * The first sheet of a workbook, row by row. The archive is opened by its central directory and
 * its parts are read in the order they depend on one another: exceljs's own single pass over the
 * archive sometimes ends before `xl/workbook.xml`, which Excel and exceljs store last, and then
 * fails on a sound file (exceljs#3064). The compressed file is held (the upload limit bounds it);
 * the sheet is still inflated and read row by row.
 */
async function* xlsxLines(body: AsyncIterable<Uint8Array>): AsyncGenerator<ImportLine> {
  const [{ default: ExcelJS }, { Open }] = await Promise.all([
    import('exceljs'),
    import('unzipper'),
  ]);
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const unreadable = () => unreadableFile('Файл XLSX не читается: сохраните его в Excel заново');
  let sheet: AsyncIterable<Row>;
  try {
    const archive = await Open.buffer(Buffer.concat(chunks));
    const part = (path: string) => archive.files.find((file) => file.path === path)?.stream();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
    }) as unknown as PartReader;
    const rels = part('xl/_rels/workbook.xml.rels');
    const book = part('xl/workbook.xml');
    if (!rels || !book) throw unreadable();
    await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const strings = part('xl/sharedStrings.xml');
    if (strings) {
      const cached = reader._parseSharedStrings(strings);
      while (!(await cached.next()).done);
    }
    const styles = part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const first = reader.model?.sheets?.[0];
    const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
    const sheetNo = target?.match(/^\/?(?:xl\/)?worksheets\/sheet(\d+)\.xml$/)?.[1];
    const rows = sheetNo && part(`xl/worksheets/sheet${sheetNo}.xml`);
    if (!rows) throw unreadable();
    const [emitted] = reader._parseWorksheet(rows, sheetNo);
    sheet = emitted.value as AsyncIterable<Row>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
  try {
    for await (const row of sheet) {
      const values = row.values as CellValue[];
      yield { row: row.number, cells: values.slice(1).map(xlsxCell) };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
}

/** A cell's text, trimmed; a date (XLSX) as its ISO moment. */
export const cellText = (cell: ImportCell | undefined) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString()
      : String(cell).trim();

/** An IIN cell: a spreadsheet may have kept it as a number and dropped its leading zeros. */
export function cellIin(cell: ImportCell | undefined): string {
  if (typeof cell === 'number') return String(cell).padStart(12, '0');
  return normalizeIin(cellText(cell));
}

/** A calendar day (`YYYY-MM-DD`) from `ДД.ММ.ГГГГ`, `ГГГГ-ММ-ДД` or a spreadsheet's date, or null. */
export function cellDay(cell: ImportCell | undefined): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  }
  const value = cellText(cell);
  const day = russianDay(value) ?? value;
  return isIsoDate(day) ? day : null;
}

/** The lines of an uploaded file: a CSV read as it arrives, an XLSX once it has arrived. */
export function importLines(
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
): AsyncGenerator<ImportLine> {
  return format === 'csv' ? csvLines(body) : xlsxLines(body);
}
