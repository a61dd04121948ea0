import { csvRecordCounter, fileNameOf } from './csv-records';

describe('csvRecordCounter', () => {
  it('counts records as chunks arrive, the header aside, whatever the chunk boundaries', () => {
    const text = 'Quote #,Name\r\n1,Ann\r\n2,"Bo, Jr."\r\n3,"line one\r\nline two"\r\n4,"say ""hi"""\r\n';
    for (const size of [1, 2, 5, 13, text.length]) {
      const counter = csvRecordCounter();
      let seen = 0;
      for (let at = 0; at < text.length; at += size) seen = counter.add(text.slice(at, at + size));
      expect(seen).toBe(4);
      expect(counter.total()).toBe(4);
    }
  });

  it('counts a last record without its line break once the text is whole', () => {
    const counter = csvRecordCounter();
    expect(counter.add('a,b\r\n1,2')).toBe(0);
    expect(counter.total()).toBe(1);
  });

  it('counts nothing for an empty export (the header only)', () => {
    const counter = csvRecordCounter();
    counter.add('\uFEFFQuote #,Name\r\n');
    expect(counter.total()).toBe(0);
  });
});

describe('fileNameOf', () => {
  it('reads the name from Content-Disposition, else the fallback', () => {
    expect(fileNameOf('attachment; filename="quotes-2026-11-28.csv"', 'export.csv')).toBe('quotes-2026-11-28.csv');
    expect(fileNameOf(null, 'export.csv')).toBe('export.csv');
  });
});
