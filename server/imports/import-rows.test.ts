import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { importFormat, importLines, type ImportLine } from './import-rows';

async function* chunks(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function lines(text: string | Uint8Array, size = 1 << 16) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const read: ImportLine[] = [];
  for await (const line of importLines(chunks(bytes, size), 'csv')) read.push(line);
  return read;
}

describe('reading a CSV as it arrives', () => {
  const file = '\uFEFFТелефон;ФИО\r\n+77011234567;"Ким; Ольга"\r\n\r\n+77021234567;Ёлкин Пётр\r\n';

  it('gives the same lines whatever the chunks, a letter split between two included', async () => {
    const whole = await lines(file);
    expect(whole).toEqual([
      { row: 1, cells: ['Телефон', 'ФИО'] },
      { row: 2, cells: ['+77011234567', 'Ким; Ольга'] },
      { row: 4, cells: ['+77021234567', 'Ёлкин Пётр'] },
    ]);
    expect(await lines(file, 1)).toEqual(whole);
    expect(await lines(file, 3)).toEqual(whole);
  });

  it('takes «,» when the header has no «;»', async () => {
    const read = await lines('Телефон,ФИО\n+77011234567,"Ким, Ольга"\n');
    expect(read[1].cells).toEqual(['+77011234567', 'Ким, Ольга']);
  });

  it('refuses a file that turns out not to be UTF-8 past its start', async () => {
    const start = new TextEncoder().encode(`Телефон;ФИО\n${'+77011234567;Ким\n'.repeat(10)}`);
    const bytes = new Uint8Array([...start, 0xc8, 0xe2, 0xe0, 0xed, 0x0a]);
    await expect(lines(bytes, start.length)).rejects.toMatchObject({ code: 'file_unreadable' });
  });

  it('knows CSV and XLSX by their content type, and nothing else', () => {
    expect(importFormat('text/csv; charset=utf-8')).toBe('csv');
    expect(importFormat('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'xlsx',
    );
    expect(() => importFormat('application/json')).toThrow('CSV или XLSX');
    expect(() => importFormat(undefined)).toThrow();
  });
});

describe('reading an XLSX', () => {
  async function workbook(sheets: Record<string, unknown[][]>) {
    const book = new ExcelJS.Workbook();
    for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  /** The same archive with its parts stored in another order, as any ZIP writer may store them. */
  async function reordered(file: Uint8Array, last: string[]) {
    const source = await JSZip.loadAsync(file);
    const copy = new JSZip();
    const paths = Object.keys(source.files).filter((path) => !source.files[path].dir);
    for (const path of [...paths.filter((p) => !last.includes(p)), ...last]) {
      copy.file(path, await source.files[path].async('uint8array'));
    }
    return copy.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  }

  async function xlsx(bytes: Uint8Array, size = 1 << 16) {
    const read: ImportLine[] = [];
    for await (const line of importLines(chunks(bytes, size), 'xlsx')) read.push(line);
    return read;
  }

  it('reads the first sheet whatever order the archive stores its parts in', async () => {
    const file = await workbook({
      Клиенты: [
        ['Телефон', 'ФИО', 'Дата регистрации'],
        [77011234567, 'Ахметов Ерлан', new Date(Date.UTC(2022, 0, 10))],
      ],
      Прочее: [['не это']],
    });
    const expected = [
      { row: 1, cells: ['Телефон', 'ФИО', 'Дата регистрации'] },
      { row: 2, cells: [77011234567, 'Ахметов Ерлан', new Date(Date.UTC(2022, 0, 10))] },
    ];
    expect(await xlsx(file, 7)).toEqual(expected);
    // The shared strings before the sheet and the workbook after it: exceljs's own single pass
    // over the archive reads the sheet before it knows the workbook, and fails on this file.
    const bookLast = await reordered(file, ['xl/worksheets/sheet1.xml', 'xl/workbook.xml']);
    expect(await xlsx(bookLast)).toEqual(expected);
  });

  it('refuses an archive that is not a workbook, or is cut short, in Russian', async () => {
    const file = await workbook({ Клиенты: [['Телефон'], ['+77011234567']] });
    const notABook = await JSZip.loadAsync(file).then((zip) =>
      zip.remove('xl/workbook.xml').generateAsync({ type: 'uint8array' }),
    );
    for (const bytes of [notABook, file.subarray(0, file.length - 40), new Uint8Array([1, 2, 3])]) {
      await expect(xlsx(bytes)).rejects.toMatchObject({
        status: 400,
        code: 'file_unreadable',
        message: 'Файл XLSX не читается: сохраните его в Excel заново',
      });
    }
  });
});
