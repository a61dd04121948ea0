import { canEditInvoice, INVOICE_STATUSES, invoiceLinesProblem, invoiceNumber, invoiceTotal, type InvoiceLine, parseInvoiceNumber } from './invoice';
import { BILLING_MESSAGES } from './messages';

const line = (kind: InvoiceLine['kind'], amountCents: number, description = 'Chicago, IL to Dallas, TX'): InvoiceLine => ({ kind, description, amountCents });

describe('invoiceTotal', () => {
  it.each([
    [[line('linehaul', 125000)], 125000],
    [[line('linehaul', 125000), line('detention', 7500), line('lumper', 15050)], 147550],
    [[line('linehaul', 125000), line('adjustment', -2500)], 122500],
  ])('adds the lines %j to %p cents', (lines, total) => expect(invoiceTotal({ lines })).toBe(total));
});

describe('invoiceLinesProblem', () => {
  it.each([
    ['charges of every kind', [line('linehaul', 125000), line('detention', 7500), line('lumper', 1), line('layover', 25000)]],
    ['a discount that leaves something to pay', [line('linehaul', 125000), line('adjustment', -124999)]],
    ['an adjustment that adds money', [line('linehaul', 125000), line('adjustment', 500)]],
  ])('accepts %s', (_, lines) => expect(invoiceLinesProblem(lines)).toBeNull());

  it.each([
    ['no lines', [], BILLING_MESSAGES.noLines],
    ['a line without a description', [line('linehaul', 125000, '  ')], BILLING_MESSAGES.lineDescription],
    ['a negative charge', [line('linehaul', 125000), line('detention', -7500)], BILLING_MESSAGES.chargeNotPositive('Detention')],
    ['a charge of $0.00', [line('linehaul', 0)], BILLING_MESSAGES.chargeNotPositive('Linehaul')],
    ['an adjustment of $0.00', [line('linehaul', 125000), line('adjustment', 0)], BILLING_MESSAGES.adjustmentZero],
    ['a negative total', [line('linehaul', 125000), line('adjustment', -125001)], BILLING_MESSAGES.totalNotPositive],
    ['a total of $0.00', [line('linehaul', 125000), line('adjustment', -125000)], BILLING_MESSAGES.totalNotPositive],
  ])('refuses %s', (_, lines, problem) => expect(invoiceLinesProblem(lines)).toBe(problem));

  it('says which charge must be positive, in words', () => {
    expect(BILLING_MESSAGES.chargeNotPositive('Detention')).toBe('A detention line must be more than $0.00. Take money off with an adjustment line.');
  });

  it('throws on a fraction of a cent, which is a bug and not a typing mistake', () => {
    expect(() => invoiceLinesProblem([line('linehaul', 1250.5)])).toThrow(RangeError);
  });
});

describe('canEditInvoice', () => {
  it.each(INVOICE_STATUSES.map((status) => [status, status === 'ready'] as const))('%s: editable %p', (status, editable) => {
    expect(canEditInvoice(status)).toBe(editable);
  });
});

describe('invoiceNumber and parseInvoiceNumber', () => {
  it.each([
    [2026, 123, 'INV-2026-000123'],
    [2026, 1, 'INV-2026-000001'],
    [2027, 999_999, 'INV-2027-999999'],
  ])('numbers invoice %p/%p as %s, and reads it back', (year, sequence, number) => {
    expect(invoiceNumber(year, sequence)).toBe(number);
    expect(parseInvoiceNumber(number)).toEqual({ year, sequence });
  });

  it('reads a number typed in lower case with spaces around', () => {
    expect(parseInvoiceNumber(' inv-2026-000123 ')).toEqual({ year: 2026, sequence: 123 });
  });

  it.each([['INV-2026-123'], ['INV-2026-0000123'], ['INV-26-000123'], ['INV-2026-000000'], ['INV 2026 000123'], ['2026-000123'], [''], [null]])(
    'is null for %j',
    (text) => expect(parseInvoiceNumber(text)).toBeNull(),
  );

  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [2026, 1.5],
    [26, 1],
  ])('refuses year %p, sequence %p', (year, sequence) => expect(() => invoiceNumber(year, sequence)).toThrow(RangeError));
});
