import type { CellValue } from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { attachment, CSV_BOM, csvRow } from './csv';

export type ExportFormat = 'csv' | 'xlsx';
export type ColumnKind = 'text' | 'count' | 'money' | 'percent';
export type Column = { header: string; kind: ColumnKind; width?: number };

/** A column of each kind, as every export names its own: `text('Касса', 16)`, `money('Итого, ₸')`. */
export const text = (header: string, width?: number): Column => ({ header, kind: 'text', width });
export const money = (header: string): Column => ({ header, kind: 'money' });
export const count = (header: string): Column => ({ header, kind: 'count' });
export const percent = (header: string): Column => ({ header, kind: 'percent' });
/** Money as the API's decimal string, a count or a percentage as a number, null for «—». */
export type Cell = string | number | null;

/**
 * One table of an export: a sheet of its own in XLSX, a titled block in CSV. `rows` may be read
 * from the database as the file is sent (an async generator), so a long list never sits in memory.
 */
export type ExportSection = {
  title: string;
  columns: Column[];
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>;
  totals?: Cell[];
};

export type ExportFile = {
  /** What the user sees, Cyrillic allowed, without the extension. */
  name: string;
  /** The same in ASCII for clients that cannot read `filename*`. */
  asciiName: string;
  sections: ExportSection[];
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  count: '#,##0',
  money: '#,##0.00 "₸"',
  percent: '0.00%',
};

/** The file as a streamed response body with its headers. */
export function exportResponse(file: ExportFile, format: ExportFormat) {
  return {
    body: format === 'csv' ? csvBody(file.sections) : xlsxBody(file.sections),
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': attachment(`${file.name}.${format}`, `${file.asciiName}.${format}`),
      'Cache-Control': 'no-store',
    },
  };
}

/** A spreadsheet in a Russian locale reads «12500,50» as a number. */
function csvValue(kind: ColumnKind, cell: Cell): Cell {
  if (cell === null || kind === 'text' || kind === 'count') return cell;
  return String(cell).replace('.', ',');
}

async function* csvLines(sections: ExportSection[]): AsyncGenerator<string> {
  yield CSV_BOM;
  for (const [index, section] of sections.entries()) {
    if (index > 0) yield '\r\n';
    if (sections.length > 1) yield csvRow([section.title]);
    yield csvRow(section.columns.map((c) => c.header));
    const csvLine = (line: Cell[]) =>
      csvRow(line.map((cell, i) => csvValue(section.columns[i].kind, cell)));
    for await (const line of section.rows) yield csvLine(line);
    if (section.totals) yield csvLine(section.totals);
  }
}

/** Sent in chunks of 500 lines; a download cancelled half-way stops reading the rows. */
function csvBody(sections: ExportSection[]): ReadableStream<Uint8Array> {
  const lines = csvLines(sections);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      let chunk = '';
      for (let n = 0; n < 500; n++) {
        const next = await lines.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/** Numbers stay numbers: money and counts as numeric cells with a format, RTP as a fraction. */
function xlsxValue(kind: ColumnKind, cell: Cell): CellValue {
  if (cell === null) return null;
  if (kind === 'text') return String(cell);
  if (kind === 'percent') return Number(cell) / 100;
  return Number(cell);
}

/** Sheet names: at most 31 characters, none of []:*?/\ . */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

function xlsxBody(sections: ExportSection[]): ReadableStream<Uint8Array> {
  const stream = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    for (const section of sections) {
      const sheet = workbook.addWorksheet(sheetName(section.title), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = section.columns.map((column) => ({
        header: column.header,
        width: column.width ?? (column.kind === 'text' ? 24 : 16),
        style: { numFmt: NUMBER_FORMATS[column.kind] },
      }));
      sheet.getRow(1).font = { bold: true };
      const toRow = (line: Cell[]) =>
        line.map((cell, i) => xlsxValue(section.columns[i].kind, cell));
      for await (const line of section.rows) sheet.addRow(toRow(line)).commit();
      if (section.totals) {
        const totals = sheet.addRow(toRow(section.totals));
        totals.font = { bold: true };
        totals.commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
