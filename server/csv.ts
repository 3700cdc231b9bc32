/**
 * CSV as Excel in a Russian locale opens it: UTF-8 with a byte-order mark, `;` between cells,
 * CRLF between rows. A cell that a spreadsheet would run as a formula gets a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
// A phone number such as +77011234567 is a number, not a formula.
const PHONE = /^\+\d+$/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PHONE.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** `Content-Disposition` for a download whose name may be Cyrillic. */
export function attachment(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
