import { expectedPayDate, payableListKey, payableListKeys } from './payable-list';
import { NET_30 } from './terms';

describe('payableListKey and payableListKeys', () => {
  it.each([
    [{}, 'all'],
    [{ status: '' as const }, 'all'],
    [{ status: 'ready' as const }, 's:ready'],
    [{ carrierId: 12 }, 'c:12'],
    [{ quickPay: false }, 'q:0'],
    [{ onHold: true, status: 'scheduled' as const, carrierId: 12, quickPay: true }, 's:scheduled|c:12|q:1|h:1'],
  ])('names the filter %j %s', (filter, key) => expect(payableListKey(filter)).toBe(key));

  it('lists a payable under every filter that shows it, and no other', () => {
    const keys = payableListKeys({ status: 'ready', carrierId: 12, quickPay: true, onHold: false });
    expect(keys).toHaveLength(16);
    expect(new Set(keys).size).toBe(16);
    for (const shown of [{}, { status: 'ready' as const }, { carrierId: 12, onHold: false }, { quickPay: true, status: 'ready' as const, carrierId: 12, onHold: false }]) {
      expect(keys).toContain(payableListKey(shown));
    }
    for (const hidden of [{ status: 'paid' as const }, { carrierId: 13 }, { quickPay: false }, { onHold: true, status: 'ready' as const }]) {
      expect(keys).not.toContain(payableListKey(hidden));
    }
  });
});

describe('expectedPayDate', () => {
  const base = { status: 'ready' as const, payDate: null, quickPayRequestedOn: null, carrierInvoiceDate: null, terms: NET_30 };
  it.each([
    ['no carrier invoice yet', {}, null],
    ['an invoice of December 2 on Net 30', { carrierInvoiceDate: '2026-12-02' }, '2027-01-01'],
    ['quick pay asked on a Thursday: the Monday after', { carrierInvoiceDate: '2026-12-02', quickPayRequestedOn: '2026-12-03' }, '2026-12-07'],
    ['scheduled: its pay date', { status: 'scheduled' as const, payDate: '2026-12-18', carrierInvoiceDate: '2026-12-02' }, '2026-12-18'],
    ['paid: nothing more to pay', { status: 'paid' as const, payDate: '2026-12-18', carrierInvoiceDate: '2026-12-02' }, null],
  ])('%s', (_, changes, date) => expect(expectedPayDate({ ...base, ...changes })).toBe(date));
});
