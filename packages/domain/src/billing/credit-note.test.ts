import { creditNoteAmount, creditNoteFor, creditNoteOf } from './credit-note';
import type { Invoice, InvoiceLine } from './invoice';
import type { InvoicePayment } from './invoice-payments';
import { BILLING_MESSAGES } from './messages';

/** A sent invoice for $1,000.00. */
const invoice = (changes: Partial<Invoice> = {}): Invoice => ({
  number: 'INV-2026-000123',
  customerId: 7,
  status: 'sent',
  invoiceDate: '2026-11-26',
  dueDate: '2026-12-26',
  lines: [{ kind: 'linehaul', description: 'Chicago, IL to Dallas, TX', amountCents: 100000 }],
  creditNotes: [],
  ...changes,
});
const payment = (reference: string, amountCents: number): InvoicePayment => ({ reference, amountCents, receivedOn: '2026-12-01' });
const off = (amountCents: number, description = 'Late delivery credit'): InvoiceLine => ({ kind: 'adjustment', description, amountCents });
const earlier = { reason: 'Damaged pallet', lines: [off(-30000)] };

describe('creditNoteFor', () => {
  it.each([
    ['part of the invoice', invoice(), [], [off(-25000)], 'sent', 75000],
    ['the whole invoice, which settles it', invoice(), [], [off(-100000)], 'paid', 0],
    ['what is left after a payment', invoice(), [payment('CHK-1', 40000)], [off(-60000)], 'paid', 0],
    ['part of a partly paid invoice', invoice(), [payment('CHK-1', 40000)], [off(-100)], 'partially_paid', 59900],
    ['several lines', invoice(), [], [off(-5000), off(-2500, 'Lumper refund')], 'sent', 92500],
    ['the rest after an earlier credit note', invoice({ creditNotes: [earlier] }), [], [off(-70000)], 'paid', 0],
  ])('credits %s', (_, target, payments, lines, status, balanceCents) => {
    expect(creditNoteFor(target, payments, lines, '  Late delivery ')).toEqual({
      ok: true,
      creditNote: { reason: 'Late delivery', lines },
      status,
      balanceCents,
    });
  });

  it.each([
    ['a credit beyond the invoice', invoice(), [], [off(-100001)], 'The credit of $1,000.01 is more than the balance of $1,000.00.'],
    ['a credit beyond what is still owed', invoice(), [payment('CHK-1', 40000)], [off(-60001)], 'The credit of $600.01 is more than the balance of $600.00.'],
    ['a credit beyond an earlier credit note', invoice({ creditNotes: [earlier] }), [], [off(-70001)], BILLING_MESSAGES.creditTooLarge(70001, 70000)],
    ['lines that add up to too much', invoice(), [], [off(-60000), off(-40001)], BILLING_MESSAGES.creditTooLarge(100001, 100000)],
    ['a positive line', invoice(), [], [off(-100), off(50)], BILLING_MESSAGES.creditLineNotNegative],
    ['a line of $0.00', invoice(), [], [off(0)], BILLING_MESSAGES.creditLineNotNegative],
    ['no lines', invoice(), [], [], BILLING_MESSAGES.creditNoLines],
    ['a line without a description', invoice(), [], [off(-100, ' ')], BILLING_MESSAGES.lineDescription],
    ['an invoice not yet sent', invoice({ status: 'ready' }), [], [off(-100)], BILLING_MESSAGES.creditNotSent],
    ['a void invoice', invoice({ status: 'void' }), [], [off(-100)], BILLING_MESSAGES.creditOnVoid],
    ['a paid invoice', invoice(), [payment('CHK-1', 100000)], [off(-100)], BILLING_MESSAGES.creditOnPaid],
  ])('refuses %s', (_, target, payments, lines, error) => {
    expect(creditNoteFor(target, payments, lines, 'Late delivery')).toEqual({ ok: false, error });
  });

  it('wants a reason', () => {
    expect(creditNoteFor(invoice(), [], [off(-100)], '   ')).toEqual({ ok: false, error: BILLING_MESSAGES.creditReason });
  });
});

describe('creditNoteOf', () => {
  it('credits an amount as one adjustment line described by the reason', () => {
    expect(creditNoteOf(invoice(), [payment('CHK-1', 40000)], 25000, ' Late delivery ')).toEqual({
      ok: true,
      creditNote: { reason: 'Late delivery', lines: [off(-25000, 'Late delivery')] },
      status: 'partially_paid',
      balanceCents: 35000,
    });
  });

  it('settles the invoice when it credits the whole balance', () => {
    expect(creditNoteOf(invoice(), [], 100000, 'Shipment lost')).toMatchObject({ ok: true, status: 'paid', balanceCents: 0 });
  });

  it.each([
    [0, invoice(), BILLING_MESSAGES.creditNotPositive],
    [-500, invoice(), BILLING_MESSAGES.creditNotPositive],
    [100001, invoice(), BILLING_MESSAGES.creditTooLarge(100001, 100000)],
    [100, invoice({ status: 'ready' }), BILLING_MESSAGES.creditNotSent],
    [100, invoice({ status: 'void' }), BILLING_MESSAGES.creditOnVoid],
  ])('refuses %p cents on this invoice', (amount, target, error) => {
    expect(creditNoteOf(target, [], amount, 'Late delivery')).toEqual({ ok: false, error });
  });

  it('adds up what a credit note takes off', () => {
    expect(creditNoteAmount({ lines: [off(-5000), off(-2500)] })).toBe(7500);
  });
});
