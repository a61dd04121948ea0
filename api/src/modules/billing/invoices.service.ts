import { easternDate, INVOICE_MESSAGES, INVOICE_PACKET_TEXTS, type InvoicePaymentInput, type InvoiceView } from '@freight/domain';
import { applyPayment, BILLING_MESSAGES, centsOf, dueDateOf, invoiceTotal } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { logger } from '../../core/logger';
import { files, type InvoiceFilter, invoices, type PageRequest, shipments, type SignedInUser, StoreError, type StoredInvoice } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { refreshReceivables } from '../billing-reports/receivable-totals';
import { invoiceFacts } from '../mail/kinds';
import { mailRequest, releaseOutbox } from '../mail/mail-outbox';
import { type PacketFile, renderInvoicePacket } from './invoice-packet';
import { invoiceJson, moneyOf, paymentsOf } from './invoice-view';

/** Who acts: the signed-in account. */
export type Actor = Pick<SignedInUser, 'id' | 'username' | 'firstName' | 'lastName' | 'isAdmin'>;

/** A send's claim older than this was left by a send that died (see docs/decisions.md). */
const SEND_CLAIM_MS = 30_000;
/** While another send holds the claim, how often and how many times to look again before answering 409. */
const CLAIM_WAIT_MS = 50;
const CLAIM_LOOKS = 60;
const PAYMENT_TRIES = 3;

const source = (id: number) => ({ collection: 'invoices', id }) as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The staff member as invoices keep them (who recorded a payment, added a line, issued a credit note). */
export const staffOf = (actor: Actor) => ({ userId: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() });
const isConflict = (error: unknown) => error instanceof StoreError && error.kind === 'conflict';

export const listInvoices = (filter: InvoiceFilter, page: PageRequest) => invoices.list(filter, page);

export async function findInvoice(id: number): Promise<StoredInvoice> {
  const invoice = await invoices.find(id);
  if (!invoice) throw new ApiError(404, INVOICE_MESSAGES.notFound);
  return invoice;
}

/** An invoice the caller may read: staff any; a customer their own once it was sent to them (404 otherwise, whoever's it is). */
export async function visibleInvoice(actor: Actor, id: number): Promise<StoredInvoice> {
  const invoice = await findInvoice(id);
  if (!actor.isAdmin && (invoice.customerId !== actor.id || !invoice.number)) throw new ApiError(404, INVOICE_MESSAGES.notFound);
  return invoice;
}

/** A stored file for the packet; one that cannot be read is handed on empty, and the packet says it could not be added. */
async function packetFile(title: string, fileId: string): Promise<PacketFile | null> {
  try {
    const file = await files.read(fileId);
    return file && { title, name: file.name, contentType: file.contentType, data: file.data };
  } catch (err) {
    logger().error({ err, event: 'invoice.packet_file_unreadable', fileId }, 'a file of an invoice packet could not be read');
    return { title, name: 'file', contentType: 'application/pdf', data: Buffer.alloc(0) };
  }
}

/**
 * The invoice as one PDF for whoever may read it (staff, or its customer once sent): the invoice,
 * the shipment's bill of lading, the proof of delivery, and each lumper line's receipt.
 */
export async function invoicePacket(actor: Actor, id: number): Promise<{ invoice: InvoiceView; pdf: Uint8Array }> {
  const stored = await visibleInvoice(actor, id);
  const invoice = invoiceJson(stored, actor.isAdmin ? 'staff' : 'customer');
  const shipment = await shipments.find(stored.shipmentId);
  const wanted = [
    ...(shipment?.pod ? [packetFile(INVOICE_PACKET_TEXTS.proofOfDelivery, shipment.pod.fileId)] : []),
    ...stored.lines.flatMap((line) => (line.receipt ? [packetFile(INVOICE_PACKET_TEXTS.lumperReceipt(line.description), line.receipt.fileId)] : [])),
  ];
  const attached = (await Promise.all(wanted)).filter((file): file is PacketFile => file !== null);
  return { invoice, pdf: await renderInvoicePacket(invoice, shipment, attached) };
}

/** Numbers and dates a claimed invoice and emails the customer, in one write; 409 when it changed meanwhile or numbers stayed busy. */
async function numberAndSend(actor: Actor, claimed: StoredInvoice): Promise<StoredInvoice> {
  const invoiceDate = easternDate();
  const dueDate = dueDateOf(invoiceDate, claimed.terms);
  const totalCents = invoiceTotal(moneyOf(claimed));
  const outcome = await invoices.send(claimed, Number(invoiceDate.slice(0, 4)), (number) => ({
    fields: { invoiceDate, dueDate, sentAt: new Date() },
    mail: [mailRequest('customer.invoice-sent', invoiceFacts({ ...claimed, invoiceDate, dueDate }, number, totalCents), `invoice-sent:${claimed.id}`)],
  }));
  if (outcome === 'changed') throw new ApiError(409, INVOICE_MESSAGES.changedMeanwhile);
  if (outcome === 'busy') throw new ApiError(409, INVOICE_MESSAGES.numbersBusy);
  await releaseOutbox(source(claimed.id), outcome.mail);
  const { invoice } = outcome;
  await refreshReceivables(invoice);
  await recordAudit({ actor, action: 'send', entity: 'invoice', entityId: invoice.id, after: { number: invoice.number, invoiceDate, dueDate, totalCents } });
  logger().info({ event: 'invoice.sent', invoiceId: invoice.id, number: invoice.number, userId: actor.id }, 'invoice sent');
  return invoice;
}

/**
 * Staff send a ready invoice: it gets the year's next number, its invoice date (today, Eastern) and
 * due date, and the customer is emailed. Only the request whose claim wins numbers it; a send that
 * finds another one at work waits for it, and a send of a sent invoice changes nothing (`sent` false).
 */
export async function sendInvoice(actor: Actor, id: number): Promise<{ invoice: StoredInvoice; sent: boolean }> {
  for (let look = 0; look < CLAIM_LOOKS; look += 1) {
    const invoice = await findInvoice(id);
    if (invoice.status === 'void') throw new ApiError(409, INVOICE_MESSAGES.sendVoid);
    if (invoice.status !== 'ready') return { invoice, sent: false };
    const claimedAt = invoice.sendClaimedAt ? new Date(invoice.sendClaimedAt).getTime() : 0;
    if (Date.now() - claimedAt < SEND_CLAIM_MS) {
      await pause(CLAIM_WAIT_MS);
      continue;
    }
    const claimed = await invoices.claimForSending(invoice);
    if (claimed) return { invoice: await numberAndSend(actor, claimed), sent: true };
  }
  throw new ApiError(409, INVOICE_MESSAGES.beingSent);
}

/** 409 when the invoice's state refuses the payment or the reference is another payment's; 400 when the amount or reference is wrong. */
const STATE_REFUSALS = new Set<string>([BILLING_MESSAGES.paymentOnVoid, BILLING_MESSAGES.paymentNotSent, BILLING_MESSAGES.alreadyPaid]);

/**
 * Staff record a payment received, by billing's rule (applyPayment): the invoice becomes partially
 * paid or paid. The same reference with the same amount is the same payment: nothing changes
 * (`recorded` false). Saved at the version read; a change meanwhile is looked at again.
 */
export async function recordPayment(actor: Actor, id: number, input: InvoicePaymentInput): Promise<{ invoice: StoredInvoice; recorded: boolean }> {
  const amountCents = centsOf(input.amount)!;
  const reference = input.reference.trim();
  for (let tries = 0; tries < PAYMENT_TRIES; tries += 1) {
    const invoice = await findInvoice(id);
    const result = applyPayment(moneyOf(invoice), paymentsOf(invoice), { reference, amountCents, receivedOn: input.receivedOn });
    if (!result.ok) {
      const reused = invoice.payments.some((p) => p.reference.trim() === reference);
      throw new ApiError(reused || STATE_REFUSALS.has(result.error) ? 409 : 400, result.error);
    }
    if (result.alreadyRecorded) return { invoice, recorded: false };
    const payment = { amountCents, receivedOn: input.receivedOn, method: input.method, reference, recordedAt: new Date(), recordedBy: staffOf(actor) };
    try {
      const saved = await invoices.recordPayment(invoice, payment, result.status);
      await refreshReceivables(saved);
      await recordAudit({ actor, action: 'record-payment', entity: 'invoice', entityId: id, before: { status: invoice.status }, after: { status: saved.status, amountCents, reference, balanceCents: result.balanceCents } });
      logger().info({ event: 'invoice.payment_recorded', invoiceId: id, amountCents, status: saved.status, userId: actor.id }, 'payment recorded');
      return { invoice: saved, recorded: true };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new ApiError(409, INVOICE_MESSAGES.changedMeanwhile);
}

/** Staff void an invoice that has no payment (ready or sent), with the reason. */
export async function voidInvoice(actor: Actor, id: number, reason: string): Promise<StoredInvoice> {
  const invoice = await findInvoice(id);
  if (invoice.status === 'void') throw new ApiError(409, INVOICE_MESSAGES.alreadyVoid);
  if (invoice.payments.length) throw new ApiError(409, INVOICE_MESSAGES.voidAfterPayment);
  const saved = await onConflict(invoices.void(invoice, reason.trim()), INVOICE_MESSAGES.changedMeanwhile);
  await refreshReceivables(saved);
  await recordAudit({ actor, action: 'void', entity: 'invoice', entityId: id, before: { status: invoice.status, number: invoice.number ?? null }, after: { status: saved.status, reason: saved.voidReason } });
  logger().info({ event: 'invoice.voided', invoiceId: id, userId: actor.id }, 'invoice voided');
  return saved;
}
