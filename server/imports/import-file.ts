import { importLines, cellText, type ImportCell, type ImportLine } from './import-rows';

/** Errors an answer lists; the rest are only counted. */
export const MAX_LISTED_ERRORS = 500;

/** An error of an import: the file's row (the header is 1), the column, the message. */
export type ImportError<F extends string> = { row: number; field: F | 'file'; message: string };

/**
 * Reads an uploaded file line by line under its header: blank lines are skipped, the header goes
 * to `columnsOf` (which answers the columns or the header's errors, and then nothing more is
 * read), every data line to `onLine` with the columns. Answers the count of data lines, whether
 * a header was found, and the errors: the first `MAX_LISTED_ERRORS` listed by row, the rest counted.
 */
export async function readImportFile<C, F extends string>(
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
  columnsOf: (header: ImportCell[]) => C | ImportError<F>[],
  onLine: (line: ImportLine, columns: C, report: (found: ImportError<F>[]) => void) => unknown,
) {
  const errors: ImportError<F>[] = [];
  let errorCount = 0;
  const report = (found: ImportError<F>[]) => {
    errorCount += found.length;
    errors.push(...found.slice(0, Math.max(0, MAX_LISTED_ERRORS - errors.length)));
  };
  let columns: C | null = null;
  let rows = 0;
  for await (const line of importLines(body, format)) {
    if (line.cells.every((cell) => cellText(cell) === '')) continue;
    if (columns === null) {
      const found = columnsOf(line.cells);
      if (Array.isArray(found)) {
        report(found);
        break;
      }
      columns = found;
      continue;
    }
    rows++;
    await onLine(line, columns, report);
  }
  if (columns === null && errorCount === 0) {
    report([{ row: 1, field: 'file', message: 'Файл пуст: нет строки заголовков' }]);
  }
  return {
    rows,
    headed: columns !== null,
    errors,
    report,
    get errorCount() {
      return errorCount;
    },
  };
}
