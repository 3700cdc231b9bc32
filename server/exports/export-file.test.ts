import ExcelJS from 'exceljs';
import { exportResponse, type Cell, type ExportFile } from './export-file';

function fileOf(rows: AsyncIterable<Cell[]>): ExportFile {
  return {
    name: 'Проба',
    asciiName: 'probe',
    sections: [
      {
        title: 'Строки',
        columns: [
          { header: 'Номер', kind: 'count' },
          { header: 'Сумма', kind: 'money' },
        ],
        rows,
      },
    ],
  };
}

/** `count` rows read one by one, noting how far the reader got and whether it was stopped. */
function counted(count: number) {
  const seen = { read: 0, finished: false };
  async function* rows() {
    try {
      for (let i = 1; i <= count; i++) {
        seen.read = i;
        yield [i, `${i}.50`];
      }
    } finally {
      seen.finished = true;
    }
  }
  return { seen, rows: rows() };
}

describe('the export writer', () => {
  it('streams rows read as it goes into CSV, money in the Russian format', async () => {
    const { rows } = counted(1200);
    const { body, headers } = exportResponse(fileOf(rows), 'csv');
    expect(headers['Content-Type']).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await new Response(body).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(1201);
    expect(lines[0]).toBe('Номер;Сумма');
    expect(lines[1200]).toBe('1200;1200,50');
  });

  it('stops reading the rows when the download is cancelled', async () => {
    const { seen, rows } = counted(100_000);
    const reader = exportResponse(fileOf(rows), 'csv').body.getReader();
    await reader.read();
    await reader.cancel();
    expect(seen.finished).toBe(true);
    expect(seen.read).toBeLessThan(2000);
  });

  it('writes the same rows to XLSX with numbers as numbers', async () => {
    const { rows } = counted(3);
    const { body } = exportResponse(fileOf(rows), 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Response(body).arrayBuffer());
    const sheet = workbook.getWorksheet('Строки')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Номер', 'Сумма']);
    expect(sheet.getRow(4).values).toEqual([undefined, 3, 3.5]);
  });
});
