import { creditNoteNumber, parseCreditNoteNumber } from './credit-note';
import { invoiceNumber } from './invoice';
import { parseSeriesNumber, seriesNumber } from './series-number';

describe('seriesNumber and parseSeriesNumber', () => {
  it.each([
    ['INV', 2026, 1, 'INV-2026-000001'],
    ['CN', 2026, 123, 'CN-2026-000123'],
    ['CN', 2027, 999_999, 'CN-2027-999999'],
  ])('numbers %s %p/%p as %s, and reads it back', (prefix, year, sequence, number) => {
    expect(seriesNumber(prefix, year, sequence)).toBe(number);
    expect(parseSeriesNumber(prefix, number)).toEqual({ year, sequence });
  });

  it('gives credit notes their own series beside the invoices', () => {
    expect(creditNoteNumber(2026, 4)).toBe('CN-2026-000004');
    expect(invoiceNumber(2026, 4)).toBe('INV-2026-000004');
    expect(parseCreditNoteNumber(' cn-2026-000004 ')).toEqual({ year: 2026, sequence: 4 });
    expect(parseCreditNoteNumber('INV-2026-000004')).toBeNull();
  });

  it.each([['CN-2026-123'], ['CN-2026-000000'], ['CN-26-000001'], ['XCN-2026-000001'], [''], [null]])('reads no credit note number in %j', (text) => {
    expect(parseCreditNoteNumber(text)).toBeNull();
  });

  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [999, 1],
  ])('refuses year %p, sequence %p', (year, sequence) => expect(() => creditNoteNumber(year, sequence)).toThrow(RangeError));
});
