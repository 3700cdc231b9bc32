import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvRow(['Иванов; Иван', 'он сказал "да"', 'две\nстроки', 5])).toBe(
      '"Иванов; Иван";"он сказал ""да""";"две\nстроки";5\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas, but not phone numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-Иван')).toBe("'-Иван");
    expect(csvCell('+77011234567')).toBe('+77011234567');
  });

  it('keeps a negative amount a number, and still defuses a formula that starts with a minus', () => {
    expect(csvCell('-1500,00')).toBe('-1500,00');
    expect(csvCell('-7')).toBe('-7');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-1500,00;=1')).toBe(`"'-1500,00;=1"`);
  });

  it('writes markup as plain text', () => {
    expect(csvCell('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});
