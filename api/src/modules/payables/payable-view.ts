import { CARRIER_WAITING_TEXTS, type PayableView } from '@freight/domain';
import { BILLING_MESSAGES, expectedPayDate, type Payable, payableAmount, PAYABLE_HOLD_LABELS, type PayableMoney, payableNet, payablePaid, readiness } from '@freight/domain/billing';
import type { StoredPayable } from '../../store';

/** Who reads a payable: staff see who did what and their notes; the carrier reads its own pay. */
export type PayableReader = 'staff' | 'carrier';

/** A stored payable as billing's rules take it. */
export const rulesOf = (p: StoredPayable): Payable & PayableMoney => ({
  status: p.status,
  podReceived: p.podReceived,
  documentsComplete: p.documentsComplete,
  carrierInvoiceReceived: p.carrierInvoice !== null && p.carrierInvoice !== undefined,
  holds: p.holds.map(({ reason, note }) => ({ reason, note })),
  rateConfirmationCents: p.rateConfirmationCents,
  accessorials: p.accessorials,
  quickPayFeeCents: p.quickPay?.feeCents ?? null,
  payments: p.payments.map(({ reference, amountCents, paidOn }) => ({ reference, amountCents, paidOn })),
});

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);
const person = (p: { userId: number; name: string }) => ({ userId: p.userId, name: p.name });

const FOR_CARRIER: Record<string, string> = {
  [BILLING_MESSAGES.podNotReceived]: CARRIER_WAITING_TEXTS.pod,
  [BILLING_MESSAGES.documentsIncomplete]: CARRIER_WAITING_TEXTS.documents,
  [BILLING_MESSAGES.carrierInvoiceMissing]: CARRIER_WAITING_TEXTS.invoice,
};

/** What stands between the payable and its payment: billing's reasons for staff; for the carrier, in its words, holds by reason without staff's notes. */
function waitingFor(rules: Payable, reader: PayableReader): string[] {
  if (rules.status === 'paid') return [];
  if (reader === 'staff') {
    const check = readiness(rules);
    return check.ready ? [] : check.reasons;
  }
  const check = readiness({ ...rules, holds: [] });
  const missing = check.ready ? [] : check.reasons.map((reason) => FOR_CARRIER[reason] ?? reason);
  return [...missing, ...rules.holds.map((hold) => CARRIER_WAITING_TEXTS.hold(PAYABLE_HOLD_LABELS[hold.reason]))];
}

/** A payable as the API answers it: its money in cents, what it waits for, and when the carrier can expect to be paid. */
export function payableJson(p: StoredPayable, reader: PayableReader): PayableView {
  const rules = rulesOf(p);
  const staff = reader === 'staff';
  const netCents = payableNet(rules);
  const paidCents = payablePaid(rules.payments);
  return {
    id: p.id,
    shipmentId: p.shipmentId,
    shipmentNumber: p.shipmentNumber,
    carrierId: p.carrierId,
    carrierName: p.carrierName,
    lane: p.lane,
    status: p.status,
    rateConfirmationCents: p.rateConfirmationCents,
    accessorials: p.accessorials.map((a) => ({
      kind: a.kind,
      description: a.description,
      amountCents: a.amountCents,
      approvedAt: iso(a.approvedAt)!,
      ...(staff ? { approvedBy: person(a.approvedBy) } : {}),
    })),
    amountCents: payableAmount(p.rateConfirmationCents, p.accessorials),
    quickPay: p.quickPay ? { requestedAt: iso(p.quickPay.requestedAt)!, feePercent: p.quickPay.feePercent, feeCents: p.quickPay.feeCents } : null,
    netCents,
    paidCents,
    balanceCents: netCents - paidCents,
    podReceived: p.podReceived,
    documentsComplete: p.documentsComplete,
    holds: p.holds.map((h) => ({ reason: h.reason, placedAt: iso(h.placedAt)!, ...(staff ? { note: h.note, placedBy: person(h.placedBy) } : {}) })),
    carrierInvoice: p.carrierInvoice
      ? {
          method: p.carrierInvoice.method,
          number: p.carrierInvoice.number,
          invoiceDate: p.carrierInvoice.invoiceDate,
          submittedAt: iso(p.carrierInvoice.submittedAt)!,
          file: p.carrierInvoice.file ? { name: p.carrierInvoice.file.name, size: p.carrierInvoice.file.size } : null,
        }
      : null,
    waitingFor: waitingFor(rules, reader),
    terms: { kind: p.terms.kind, days: p.terms.days },
    expectedPayDate: expectedPayDate({
      status: p.status,
      payDate: p.payDate,
      quickPayRequestedOn: p.quickPay?.requestedOn ?? null,
      carrierInvoiceDate: p.carrierInvoice?.invoiceDate ?? null,
      terms: p.terms,
    }),
    payDate: p.payDate,
    payments: p.payments.map((payment) => ({
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      recordedAt: iso(payment.recordedAt)!,
      ...(staff ? { recordedBy: person(payment.recordedBy) } : {}),
    })),
    createdAt: iso(p.createdAt)!,
    updatedAt: iso(p.updatedAt)!,
  };
}
