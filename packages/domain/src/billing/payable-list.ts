import type { IsoDate } from './calendar';
import type { PayableStatus } from './payable';
import { QUICK_PAY_BUSINESS_DAYS } from './payable';
import { addFederalBusinessDays, dueDateOf, type PaymentTerms } from './terms';

/** Staff's filters on the payables queue; each one left out shows every payable. */
export interface PayableListFilter {
  status?: PayableStatus | '';
  carrierId?: number;
  quickPay?: boolean;
  onHold?: boolean;
}

/** What the filters look at on one payable. */
export interface PayableKeyFacts {
  status: PayableStatus;
  carrierId: number;
  quickPay: boolean;
  onHold: boolean;
}

const flag = (on: boolean) => (on ? '1' : '0');

/** The one key a filter reads: "all", or its parts in a fixed order ("s:ready|c:12|q:1|h:0"). */
export function payableListKey(filter: PayableListFilter): string {
  const parts = [
    filter.status ? `s:${filter.status}` : null,
    filter.carrierId !== undefined ? `c:${filter.carrierId}` : null,
    filter.quickPay !== undefined ? `q:${flag(filter.quickPay)}` : null,
    filter.onHold !== undefined ? `h:${flag(filter.onHold)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join('|') : 'all';
}

/**
 * Every key a payable is listed under: one per combination of the filters (16), so any filter the
 * queue offers is one equality on one multikey index, in the list's order.
 */
export function payableListKeys(facts: PayableKeyFacts): string[] {
  const keys: string[] = [];
  for (const status of [undefined, facts.status])
    for (const carrierId of [undefined, facts.carrierId])
      for (const quickPay of [undefined, facts.quickPay])
        for (const onHold of [undefined, facts.onHold]) keys.push(payableListKey({ status, carrierId, quickPay, onHold }));
  return keys;
}

/** What the expected pay date follows. */
export interface ExpectedPayFacts {
  status: PayableStatus;
  payDate: IsoDate | null;
  quickPayRequestedOn: IsoDate | null;
  carrierInvoiceDate: IsoDate | null;
  terms: PaymentTerms;
}

/**
 * When the carrier can expect its money, for accounts payable by week: the pay date once
 * scheduled; with quick pay asked for, QUICK_PAY_BUSINESS_DAYS business days after asking; else the
 * due date of its invoice on the terms; null without an invoice, and once paid.
 */
export function expectedPayDate(facts: ExpectedPayFacts): IsoDate | null {
  if (facts.status === 'paid') return null;
  if (facts.status === 'scheduled' && facts.payDate) return facts.payDate;
  if (facts.quickPayRequestedOn) return addFederalBusinessDays(facts.quickPayRequestedOn, QUICK_PAY_BUSINESS_DAYS);
  return facts.carrierInvoiceDate ? dueDateOf(facts.carrierInvoiceDate, facts.terms) : null;
}
