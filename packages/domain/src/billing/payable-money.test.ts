import { BILLING_MESSAGES } from './messages';
import type { Payable } from './payable';
import {
  accessorialRefusal,
  applyPayablePayment,
  type PayableMoney,
  payableBalance,
  payableNet,
  payablePaid,
  type PayablePayment,
  payDateOf,
  quickPayRefusal,
  settledStatus,
} from './payable-money';

/** A scheduled payable of $1,500.00 plus $75.00 of detention, nothing paid yet. */
const payable = (changes: Partial<Payable & PayableMoney> = {}): Payable & PayableMoney => ({
  status: 'scheduled',
  podReceived: true,
  documentsComplete: true,
  carrierInvoiceReceived: true,
  holds: [],
  rateConfirmationCents: 150000,
  accessorials: [{ amountCents: 7500 }],
  quickPayFeeCents: null,
  payments: [],
  ...changes,
});
const paid = (reference: string, amountCents: number): PayablePayment => ({ reference, amountCents, paidOn: '2026-12-04' });

describe('payableNet, payablePaid and payableBalance', () => {
  it.each([
    ['nothing paid', {}, 157500, 0, 157500],
    ['quick pay at a fee of $31.50', { quickPayFeeCents: 3150 }, 154350, 0, 154350],
    ['part paid', { payments: [paid('ACH-1', 50000)] }, 157500, 50000, 107500],
    ['the same reference twice, counted once', { payments: [paid('ACH-1', 50000), paid(' ACH-1 ', 50000)] }, 157500, 50000, 107500],
    ['paid in full with quick pay', { quickPayFeeCents: 3150, payments: [paid('ACH-1', 154350)] }, 154350, 154350, 0],
  ])('%s', (_, changes, net, paidCents, balance) => {
    const p = payable(changes);
    expect([payableNet(p), payablePaid(p.payments), payableBalance(p)]).toEqual([net, paidCents, balance]);
  });
});

describe('applyPayablePayment', () => {
  it.each([
    ['the balance: paid', payable(), paid('ACH-1', 157500), 'paid', 0],
    ['part of it: still scheduled for the rest', payable(), paid('ACH-1', 57500), 'scheduled', 100000],
    ['the rest after a part', payable({ payments: [paid('ACH-1', 57500)] }), paid('ACH-2', 100000), 'paid', 0],
    ['the quick pay net', payable({ quickPayFeeCents: 3150 }), paid('ACH-1', 154350), 'paid', 0],
  ] as const)('takes %s', (_, p, payment, status, balanceCents) => {
    expect(applyPayablePayment(p, payment)).toEqual({ ok: true, status, balanceCents, alreadyRecorded: false });
  });

  it('knows a payment already recorded by its reference and amount, and counts it once', () => {
    const p = payable({ payments: [paid('CHK-1001', 57500)] });
    expect(applyPayablePayment(p, paid(' CHK-1001', 57500))).toEqual({ ok: true, status: 'scheduled', balanceCents: 100000, alreadyRecorded: true });
    expect(applyPayablePayment({ ...p, status: 'paid' }, paid('CHK-1001', 57500))).toMatchObject({ ok: true, alreadyRecorded: true });
  });

  it.each([
    ['$0.00', payable(), paid('ACH-1', 0), BILLING_MESSAGES.paymentNotPositive, false],
    ['a negative amount', payable(), paid('ACH-1', -100), BILLING_MESSAGES.paymentNotPositive, false],
    ['no reference', payable(), paid('  ', 100), BILLING_MESSAGES.paymentReference, false],
    ['more than the balance', payable(), paid('ACH-1', 157501), 'The payment of $1,575.01 is more than the balance of $1,575.00.', false],
    ['more than the quick pay net', payable({ quickPayFeeCents: 3150 }), paid('ACH-1', 157500), BILLING_MESSAGES.overpayment(157500, 154350), false],
    ['a reference used for another amount', payable({ payments: [paid('CHK-1001', 500)] }), paid('CHK-1001', 600), BILLING_MESSAGES.referenceReused('CHK-1001', 500), true],
    ['a payable not scheduled', payable({ status: 'ready' }), paid('ACH-1', 100), BILLING_MESSAGES.payNotScheduled, true],
    ['a payable delivered', payable({ status: 'delivered' }), paid('ACH-1', 100), BILLING_MESSAGES.payNotScheduled, true],
    ['a paid payable', payable({ status: 'paid' }), paid('ACH-9', 100), BILLING_MESSAGES.payableAlreadyPaid, true],
    ['a held payable', payable({ holds: [{ reason: 'open_claim', note: 'Shortage' }] }), paid('ACH-1', 100), 'This payable is not ready to pay: Open claim: Shortage.', true],
  ] as const)('refuses %s', (_, p, payment, error, conflict) => {
    expect(applyPayablePayment(p, payment)).toEqual({ ok: false, error, conflict });
  });
});

describe('settledStatus', () => {
  it.each([
    ['delivered', {}, 'ready'],
    ['ready', {}, 'ready'],
    ['delivered', { carrierInvoiceReceived: false }, 'delivered'],
    ['ready', { holds: [{ reason: 'open_claim', note: '' }] }, 'delivered'],
    ['ready', { documentsComplete: false }, 'delivered'],
    ['scheduled', { holds: [{ reason: 'open_claim', note: '' }] }, 'scheduled'],
    ['paid', { podReceived: false }, 'paid'],
  ] as const)('%s with %j is %s', (status, changes, settled) => {
    expect(settledStatus(payable({ status, ...changes }))).toBe(settled);
  });
});

describe('quickPayRefusal and accessorialRefusal', () => {
  it.each([
    ['delivered', null, null],
    ['ready', null, null],
    ['scheduled', 'This payable is already scheduled: quick pay can no longer be requested.', 'This payable is already scheduled: its amount can no longer change.'],
    ['paid', BILLING_MESSAGES.quickPayTooLate('paid'), BILLING_MESSAGES.accessorialAfterScheduling('paid')],
  ] as const)('%s: %p, %p', (status, quickPay, accessorial) => {
    expect([quickPayRefusal(status), accessorialRefusal(status)]).toEqual([quickPay, accessorial]);
  });
});

describe('payDateOf', () => {
  const terms = { kind: 'net', days: 30 } as const;
  it.each([
    ['quick pay on a Wednesday: Friday', { quickPay: true, carrierInvoiceDate: '2026-11-01' }, '2026-12-02', '2026-12-04'],
    ['quick pay before Thanksgiving: the day after', { quickPay: true, carrierInvoiceDate: null }, '2026-11-24', '2026-11-27'],
    ['Net 30 from the carrier invoice date', { quickPay: false, carrierInvoiceDate: '2026-12-02' }, '2026-12-03', '2027-01-01'],
    ['Net 30 already past: today', { quickPay: false, carrierInvoiceDate: '2026-10-01' }, '2026-12-03', '2026-12-03'],
  ])('%s', (_, facts, today, date) => {
    expect(payDateOf({ ...facts, terms }, today)).toBe(date);
  });

  it('needs the carrier invoice date on standard terms', () => {
    expect(() => payDateOf({ quickPay: false, carrierInvoiceDate: null, terms }, '2026-12-03')).toThrow(RangeError);
  });
});
