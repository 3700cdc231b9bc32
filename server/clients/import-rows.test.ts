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
