import { BILLING_MESSAGES } from './messages';
import { nextPayableStatus, type Payable, payableAmount, PAYABLE_STATUSES, quickPay, QUICK_PAY_BUSINESS_DAYS, readiness, standardPayDate } from './payable';

const clear: Payable = { status: 'delivered', podReceived: true, documentsComplete: true, carrierInvoiceReceived: true, holds: [] };
const claim = { reason: 'open_claim', note: 'Damaged pallet' } as const;

describe('payableAmount', () => {
  it.each([
    [150000, [], 150000],
    [150000, [{ amountCents: 7500 }], 157500],
    [150000, [{ amountCents: 7500 }, { amountCents: 12550 }], 170050],
  ])('pays a rate confirmation of %p cents with accessorials %j: %p cents', (rate, accessorials, amount) => {
    expect(payableAmount(rate, accessorials)).toBe(amount);
  });

  it.each([
    [0, []],
    [-100, []],
    [150000, [{ amountCents: 0 }]],
    [150000, [{ amountCents: -100 }]],
    [1500.5, []],
  ])('refuses a rate of %p cents with accessorials %j', (rate, accessorials) => expect(() => payableAmount(rate, accessorials)).toThrow(RangeError));
});

describe('readiness', () => {
  it('is ready with the proof of delivery in, the documents complete, the carrier invoice in and no hold', () => {
    expect(readiness(clear)).toEqual({ ready: true });
  });

  it.each([
    ['no proof of delivery', { podReceived: false }, [BILLING_MESSAGES.podNotReceived]],
    ['documents incomplete', { documentsComplete: false }, [BILLING_MESSAGES.documentsIncomplete]],
    ['no carrier invoice', { carrierInvoiceReceived: false }, [BILLING_MESSAGES.carrierInvoiceMissing]],
    ['a hold with a note', { holds: [claim] }, ['Open claim: Damaged pallet']],
    ['a hold without a note', { holds: [{ reason: 'documents_expired', note: ' ' }] }, ['Carrier documents expired']],
    [
      'everything at once',
      { podReceived: false, documentsComplete: false, carrierInvoiceReceived: false, holds: [{ reason: 'missing_pod', note: 'Unreadable scan' }, claim] },
      [BILLING_MESSAGES.podNotReceived, BILLING_MESSAGES.documentsIncomplete, BILLING_MESSAGES.carrierInvoiceMissing, 'Proof of delivery missing: Unreadable scan', 'Open claim: Damaged pallet'],
    ],
  ] as const)('is not ready with %s, and says why', (_, changes, reasons) => {
    expect(readiness({ ...clear, ...changes })).toEqual({ ready: false, reasons });
  });
});

describe('quickPay', () => {
  it.each([
    // [amount, fee %, approved on, fee, net, pay by, why]
    [150000, 3, '2026-12-02', 4500, 145500, '2026-12-04', 'Wednesday: Friday'],
    [123457, 2, '2026-12-03', 2469, 120988, '2026-12-07', 'Thursday: over the weekend to Monday; 2469.14 cents of fee'],
    [123475, 2, '2026-11-24', 2470, 121005, '2026-11-27', 'Tuesday: Thanksgiving skipped; half a cent of fee rounded up'],
    [100000, 2.5, '2026-07-01', 2500, 97500, '2026-07-06', 'Wednesday: Independence Day observed Friday July 3'],
    [1500, 2.3, '2026-12-23', 35, 1465, '2026-12-28', 'Wednesday: Christmas Friday; an exact half cent floats would round down'],
    [100000, 0, '2026-12-02', 0, 100000, '2026-12-04', 'no fee'],
  ])('%p cents at %p %% approved %s: fee %p, net %p, paid by %s (%s)', (amount, fee, approvedOn, feeCents, netCents, payBy) => {
    expect(quickPay(amount, fee, approvedOn)).toEqual({ feeCents, netCents, payBy });
  });

  it('pays within two business days', () => expect(QUICK_PAY_BUSINESS_DAYS).toBe(2));

  it.each([
    [0, 3],
    [150000, -1],
    [150000, 100],
    [150000, NaN],
    [150000, 2.12345],
  ])('refuses %p cents at %p %%', (amount, fee) => expect(() => quickPay(amount, fee, '2026-12-02')).toThrow(RangeError));
});

describe('standardPayDate', () => {
  it.each([
    ['2026-12-02', undefined, '2027-01-01'],
    ['2028-01-31', undefined, '2028-03-01'],
    ['2026-12-02', { kind: 'net', days: 15 } as const, '2026-12-17'],
  ])('approved %s on %j terms: paid %s, in calendar days', (approvedOn, terms, date) => expect(standardPayDate(approvedOn, terms)).toBe(date));
});

describe('nextPayableStatus', () => {
  it.each([
    ['delivered', 'ready'],
    ['ready', 'scheduled'],
    ['scheduled', 'paid'],
    ['scheduled', 'ready'],
  ] as const)('moves a clear payable from %s to %s', (status, to) => {
    expect(nextPayableStatus({ ...clear, status }, to)).toEqual({ ok: true, status: to });
  });

  it('takes a held payment out of its pay run, but does not pay it', () => {
    const held: Payable = { ...clear, status: 'scheduled', holds: [claim] };
    expect(nextPayableStatus(held, 'ready')).toEqual({ ok: true, status: 'ready' });
    expect(nextPayableStatus(held, 'paid')).toEqual({ ok: false, error: 'This payable is not ready to pay: Open claim: Damaged pallet.' });
  });

  it.each([
    ['delivered', 'ready', { podReceived: false }, BILLING_MESSAGES.payableNotReady([BILLING_MESSAGES.podNotReceived])],
    ['ready', 'scheduled', { documentsComplete: false }, BILLING_MESSAGES.payableNotReady([BILLING_MESSAGES.documentsIncomplete])],
    ['delivered', 'ready', { carrierInvoiceReceived: false }, "This payable is not ready to pay: The carrier's invoice has not been received."],
    ['delivered', 'paid', {}, 'A payable goes Delivered, Ready to pay, Scheduled, Paid, in that order. It cannot go from Delivered to Paid.'],
    ['delivered', 'scheduled', {}, BILLING_MESSAGES.payableSkip('Delivered', 'Scheduled')],
    ['ready', 'paid', {}, BILLING_MESSAGES.payableSkip('Ready to pay', 'Paid')],
    ['ready', 'delivered', {}, BILLING_MESSAGES.payableSkip('Ready to pay', 'Delivered')],
    ['ready', 'ready', {}, 'This payable is already ready to pay.'],
    ['scheduled', 'scheduled', {}, BILLING_MESSAGES.payableAlreadyIn('scheduled')],
    ...PAYABLE_STATUSES.map((to) => ['paid', to, {}, BILLING_MESSAGES.payableAlreadyPaid] as const),
  ] as const)('refuses %s → %s (with %j)', (status, to, changes, error) => {
    expect(nextPayableStatus({ ...clear, ...changes, status }, to)).toEqual({ ok: false, error });
  });
});
