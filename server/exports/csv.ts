/**
 * CSV as Excel in a Russian locale opens it: UTF-8 with a byte-order mark, `;` between cells,
 * CRLF between rows. A cell that a spreadsheet would run as a formula gets a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
// A phone number such as +77011234567 and a negative amount such as -1500,00 are numbers, not
// formulas: the spreadsheet must read them as they are.
const PHONE = /^\+\d+$/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  const plainNumber = PHONE.test(text) || NEGATIVE_NUMBER.test(text);
  if (typeof value === 'string' && FORMULA_START.test(text) && !plainNumber) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** `Content-Disposition` for a download whose name may be Cyrillic. */
export function attachment(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
