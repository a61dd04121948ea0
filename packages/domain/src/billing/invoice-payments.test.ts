import type { CreditNote, Invoice } from './invoice';
import { applyPayment, creditedCents, displayStatusOf, invoiceBalance, type InvoicePayment, invoiceStatusOf, paidCents } from './invoice-payments';
import { BILLING_MESSAGES } from './messages';

/** A sent invoice for $1,000.00, due December 26, 2026. */
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
const credit = (amountCents: number): CreditNote => ({ reason: 'Late delivery', lines: [{ kind: 'adjustment', description: 'Service credit', amountCents }] });

describe('invoiceBalance', () => {
  it.each([
    ['nothing paid', [], 0, 100000],
    ['one payment', [payment('CHK-1', 40000)], 0, 60000],
    ['two payments', [payment('CHK-1', 40000), payment('ACH-2', 60000)], 0, 0],
    ['the same reference twice, counted once', [payment('CHK-1', 40000), payment('CHK-1', 40000)], 0, 60000],
    ['the same reference with spaces around, counted once', [payment('CHK-1', 40000), payment(' CHK-1 ', 40000)], 0, 60000],
    ['a credit note and a payment', [payment('CHK-1', 40000)], -10000, 50000],
  ])('is the total less credits and payments: %s', (_, payments, creditCents, balance) => {
    const creditNotes = creditCents ? [credit(creditCents)] : [];
    expect(invoiceBalance(invoice({ creditNotes }), payments)).toBe(balance);
  });

  it('counts credits as a positive amount and payments once per reference', () => {
    expect(creditedCents(invoice({ creditNotes: [credit(-2500), credit(-500)] }))).toBe(3000);
    expect(Object.is(creditedCents(invoice()), 0)).toBe(true);
    expect(paidCents([payment('A', 100), payment('B', 200), payment('A', 100)])).toBe(300);
  });
});

describe('invoiceStatusOf and displayStatusOf', () => {
  const due = '2026-12-26';
  it.each([
    ['sent, nothing paid, before the due date', 'sent', [], '2026-12-20', 'sent', 'sent'],
    ['sent, on the due date', 'sent', [], due, 'sent', 'sent'],
    ['sent, the day after the due date', 'sent', [], '2026-12-27', 'sent', 'overdue'],
    ['partly paid, past due', 'sent', [payment('CHK-1', 1)], '2027-02-01', 'partially_paid', 'overdue'],
    ['partly paid, not yet due', 'sent', [payment('CHK-1', 99999)], due, 'partially_paid', 'partially_paid'],
    ['paid in full, long past due', 'sent', [payment('CHK-1', 100000)], '2027-06-01', 'paid', 'paid'],
    ['stored as paid but missing a payment', 'paid', [payment('CHK-1', 60000)], due, 'partially_paid', 'partially_paid'],
    ['void, past due', 'void', [], '2027-06-01', 'void', 'void'],
    ['not sent, past due', 'ready', [], '2027-06-01', 'ready', 'ready'],
  ] as const)('%s: %s → %s, shown as %s', (_, stored, payments, today, status, shown) => {
    expect(invoiceStatusOf(invoice({ status: stored }), payments)).toBe(status);
    expect(displayStatusOf(invoice({ status: stored }), payments, today)).toBe(shown);
  });
});

describe('applyPayment', () => {
  const paid40 = [payment('CHK-1', 40000)];

  it.each([
    ['a first part payment', [], payment('CHK-1', 40000), 'partially_paid', 60000],
    ['the exact payoff', [], payment('CHK-1', 100000), 'paid', 0],
    ['the exact payoff of the rest', paid40, payment('ACH-2', 60000), 'paid', 0],
    ['one cent', paid40, payment('ACH-2', 1), 'partially_paid', 59999],
  ])('records %s', (_, existing, received, status, balanceCents) => {
    expect(applyPayment(invoice(), existing, received)).toEqual({ ok: true, status, balanceCents, alreadyRecorded: false });
  });

  it('pays off what is left after a credit note, and no more', () => {
    const credited = invoice({ creditNotes: [credit(-10000)] });
    expect(applyPayment(credited, paid40, payment('ACH-2', 50000))).toEqual({ ok: true, status: 'paid', balanceCents: 0, alreadyRecorded: false });
    expect(applyPayment(credited, paid40, payment('ACH-2', 50001))).toEqual({ ok: false, error: BILLING_MESSAGES.overpayment(50001, 50000) });
  });

  it.each([
    ['an overpayment by one cent', 'sent', [], payment('CHK-1', 100001), 'The payment of $1,000.01 is more than the balance of $1,000.00.'],
    ['an overpayment of the rest', 'sent', paid40, payment('ACH-2', 60001), 'The payment of $600.01 is more than the balance of $600.00.'],
    ['a payment of $0.00', 'sent', [], payment('CHK-1', 0), BILLING_MESSAGES.paymentNotPositive],
    ['a negative payment', 'sent', [], payment('CHK-1', -100), BILLING_MESSAGES.paymentNotPositive],
    ['a payment without a reference', 'sent', [], payment('  ', 100), BILLING_MESSAGES.paymentReference],
    ['a payment on a void invoice', 'void', [], payment('CHK-1', 100), BILLING_MESSAGES.paymentOnVoid],
    ['a payment on an invoice not yet sent', 'ready', [], payment('CHK-1', 100), BILLING_MESSAGES.paymentNotSent],
    ['a payment on a paid invoice', 'paid', [payment('CHK-1', 100000)], payment('ACH-2', 100), BILLING_MESSAGES.alreadyPaid],
    ['a reference reused for another amount', 'sent', paid40, payment('CHK-1', 100), BILLING_MESSAGES.referenceReused('CHK-1', 40000)],
  ] as const)('refuses %s', (_, status, existing, received, error) => {
    expect(applyPayment(invoice({ status }), existing, received)).toEqual({ ok: false, error });
  });

  it('treats a payment whose reference is recorded as the same payment, counted once', () => {
    const first = applyPayment(invoice(), [], payment('CHK-1', 40000));
    const retried = applyPayment(invoice(), paid40, payment('CHK-1', 40000));
    expect(retried).toEqual({ ok: true, status: 'partially_paid', balanceCents: 60000, alreadyRecorded: true });
    expect(retried).toEqual({ ...first, alreadyRecorded: true });
  });

  it('answers a retried payoff with paid, not with "already paid"', () => {
    const paidOff = [payment('CHK-1', 100000)];
    expect(applyPayment(invoice(), paidOff, payment(' CHK-1', 100000))).toEqual({ ok: true, status: 'paid', balanceCents: 0, alreadyRecorded: true });
  });

  it('throws on a fraction of a cent, which is a bug and not a typing mistake', () => {
    expect(() => applyPayment(invoice(), [], payment('CHK-1', 10.5))).toThrow(RangeError);
  });
});
