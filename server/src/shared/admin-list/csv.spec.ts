import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('writes RFC 4180 lines: commas, quotes and line breaks inside quotes, CRLF at the end', () => {
    expect(csvLine([1, 'plain', null, undefined, true])).toBe('1,plain,,,true\r\n');
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('keeps numbers as numbers and turns text a spreadsheet would run into text', () => {
    expect(csvCell(-5)).toBe('-5');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith(`'`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes dates as ISO and objects as JSON', () => {
    expect(csvCell(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
