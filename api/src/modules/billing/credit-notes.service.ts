import { easternDate, type CreditNoteInput, INVOICE_MESSAGES } from '@freight/domain';
import { BILLING_MESSAGES, centsOf, creditNoteOf } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { IDEMPOTENCY_MESSAGES, type IdempotencyKey } from '../../core/idempotency-key';
import { logger } from '../../core/logger';
import { invoices, type StoredInvoice } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { refreshReceivables } from '../billing-reports/receivable-totals';
import { mailRequest, releaseOutbox } from '../mail/mail-outbox';
import { moneyOf, paymentsOf } from './invoice-view';
import { type Actor, findInvoice, staffOf } from './invoices.service';

type StoredCreditNote = StoredInvoice['creditNotes'][number];

const TRIES = 3;
/** 409 when the invoice's state refuses any credit; the amount and the reason are 400. */
const STATE_REFUSALS = new Set<string>([BILLING_MESSAGES.creditNotSent, BILLING_MESSAGES.creditOnVoid, BILLING_MESSAGES.creditOnPaid]);

/**
 * Staff issue a credit note against a sent or partly paid invoice, by billing's rule (creditNoteOf):
 * an amount of at most the balance, with a reason. It takes the next number of the credit notes'
 * yearly series, and is stored with the status it leads to (crediting the whole balance settles the
 * invoice: paid) and the customer's email, in one write at the version read. With an
 * Idempotency-Key a retry is the same credit note (`issued` false), never a second one.
 */
export async function issueCreditNote(actor: Actor, id: number, input: CreditNoteInput, key?: IdempotencyKey): Promise<{ invoice: StoredInvoice; creditNote: StoredCreditNote; issued: boolean }> {
  const amountCents = centsOf(input.amount)!;
  const claim = await invoices.creditNoteId(key);
  if (claim === 'reused') throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused);
  for (let tries = 0; tries < TRIES; tries += 1) {
    const invoice = await findInvoice(id);
    const earlier = (invoice.creditNotes ?? []).find((note) => note.id === claim.id);
    if (earlier) return { invoice, creditNote: earlier, issued: false };
    const result = creditNoteOf(moneyOf(invoice), paymentsOf(invoice), amountCents, input.reason);
    if (!result.ok) throw new ApiError(STATE_REFUSALS.has(result.error) ? 409 : 400, result.error);

    const issuedOn = easternDate();
    const outcome = await invoices.issueCreditNote(invoice, Number(issuedOn.slice(0, 4)), (number) => {
      const creditNote = { id: claim.id, number, reason: result.creditNote.reason, lines: [...result.creditNote.lines], issuedOn, issuedAt: new Date(), issuedBy: staffOf(actor) };
      const facts = {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number!,
        creditNoteNumber: number,
        email: invoice.billTo.email,
        customerName: invoice.billTo.name,
        shipmentNumber: invoice.shipmentNumber,
        issuedOn,
        reason: creditNote.reason,
        amountCents,
        balanceCents: result.balanceCents,
      };
      return { creditNote, status: result.status, mail: [mailRequest('customer.credit-note-issued', facts, `credit-note:${claim.id}`)] };
    });
    if (outcome === 'busy') throw new ApiError(409, INVOICE_MESSAGES.creditNumbersBusy);
    if (outcome === 'changed') continue;

    await releaseOutbox({ collection: 'invoices', id }, outcome.mail);
    await refreshReceivables(outcome.invoice);
    const creditNote = outcome.invoice.creditNotes.find((note) => note.id === claim.id)!;
    const after = { number: creditNote.number, amountCents, reason: creditNote.reason, status: outcome.invoice.status, balanceCents: result.balanceCents };
    await recordAudit({ actor, action: 'credit-note', entity: 'invoice', entityId: id, before: { status: invoice.status }, after });
    logger().info({ event: 'invoice.credit_note_issued', invoiceId: id, creditNote: creditNote.number, amountCents, userId: actor.id }, 'credit note issued');
    return { invoice: outcome.invoice, creditNote, issued: true };
  }
  throw new ApiError(409, INVOICE_MESSAGES.changedMeanwhile);
}
