import type { InvoiceStatus } from '@freight/domain/billing';
import type { FilterQuery } from 'mongoose';
import { nextId } from '../counters';
import { changedMeanwhile, duplicateFields, isDuplicateKey } from '../errors';
import { type CreditNoteRecord, Invoice, type InvoiceLineRecord, type InvoicePaymentRecord, type InvoiceRecord } from '../models/invoice.model';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { hiddenFields } from '../models/shown-fields';
import { type PageRequest, pageOf } from '../pages';
import { findById, plainOf, type Stored } from '../records';
import { idempotency, type IdempotencyKey, type KeyClaim } from './idempotency';
import { creditNoteNumbers, invoiceNumbers } from './invoice-numbers';
import { mailQueue } from './mail.repository';

export type InvoiceFields = Omit<InvoiceRecord, 'mailOutbox'>;
export type StoredInvoice = Stored<InvoiceFields>;
export type NewInvoice = Pick<InvoiceRecord, 'shipmentId' | 'shipmentNumber' | 'customerId' | 'billTo' | 'lines' | 'terms'>;

export interface InvoiceFilter {
  /** Staff's filter: one status, or all. */
  status?: InvoiceStatus | '';
  /** A customer's list: every invoice sent to them, whatever became of it since (never a ready one). */
  customerId?: number;
}

/** What a sent invoice says besides its number, and the email that tells the customer. */
export interface Sending {
  fields: Pick<InvoiceRecord, 'invoiceDate' | 'dueDate' | 'sentAt'>;
  mail: OutboxEntry[];
}

/** A credit note ready to store with the status it leads to, and the email that tells the customer. */
export interface CreditNoteIssue {
  creditNote: CreditNoteRecord;
  status: InvoiceStatus;
  mail: OutboxEntry[];
}

/** How a numbered write (a send, a credit note) ended: written, or the invoice changed meanwhile (voided, its claim taken over, paid), or the year's numbers stayed busy. */
export type SendOutcome = { invoice: StoredInvoice; mail: OutboxEntry[] } | 'changed' | 'busy';

const source = (id: number) => ({ collection: 'invoices', id }) as const;

function mongoFilter({ status, customerId }: InvoiceFilter): FilterQuery<InvoiceRecord> {
  // An invoice has its number once it is sent (and keeps it if voided later): never a ready one.
  if (customerId !== undefined) return { customerId, number: { $exists: true } };
  return status ? { status } : {};
}

/** A conditional update of one invoice: the invoice as stored after it, or null when the condition no longer held. */
const updateWhere = (filter: FilterQuery<InvoiceRecord>, update: Record<string, unknown>) =>
  Invoice.findOneAndUpdate(filter, { ...update, $inc: { __v: 1 } }, { new: true, projection: hiddenFields(Invoice), runValidators: true }).lean<StoredInvoice>().exec();

export const invoices = {
  list: (filter: InvoiceFilter, page: PageRequest): Promise<{ items: StoredInvoice[]; total: number }> => pageOf(Invoice, mongoFilter(filter), page),

  find: (id: number): Promise<StoredInvoice | null> => findById(Invoice, id) as Promise<StoredInvoice | null>,

  findForShipment: (shipmentId: number): Promise<StoredInvoice | null> => Invoice.findOne({ shipmentId }, hiddenFields(Invoice)).lean<StoredInvoice>().exec(),

  /** The shipment's one invoice, made now (`created`) or found made before: the unique shipmentId lets one insert through. */
  async createForShipment(fields: NewInvoice): Promise<{ invoice: StoredInvoice; created: boolean }> {
    const existing = await invoices.findForShipment(fields.shipmentId);
    if (existing) return { invoice: existing, created: false };
    const draft = new Invoice({ ...fields, id: await nextId('invoices'), status: 'ready' });
    try {
      await draft.save();
    } catch (error) {
      if (!isDuplicateKey(error) || !duplicateFields(error).includes('shipmentId')) throw error;
      const winner = await invoices.findForShipment(fields.shipmentId);
      if (!winner) throw error;
      return { invoice: winner, created: false };
    }
    return { invoice: plainOf(Invoice, draft) as StoredInvoice, created: true };
  },

  /** Claims a ready invoice, still at the version read, for sending: null when it changed meanwhile (another send claimed it first). */
  claimForSending: (invoice: StoredInvoice, now = new Date()): Promise<StoredInvoice | null> =>
    updateWhere({ id: invoice.id, __v: invoice.__v, status: 'ready' }, { $set: { sendClaimedAt: now } }),

  /**
   * Numbers a claimed invoice from its year's series and marks it sent with `sending(number)`'s dates
   * and email, in one write that still names the claim's version. A number whose invoice write did
   * not happen goes back to the series; one another invoice carries already is skipped (invoice-numbers).
   */
  async send(claimed: StoredInvoice, year: number, sending: (number: string) => Sending): Promise<SendOutcome> {
    let mail: OutboxEntry[] = [];
    const outcome = await invoiceNumbers.numbered(year, claimed.id, async (number) => {
      const { fields, mail: asked } = sending(number);
      mail = asked;
      await mailQueue.expect(source(claimed.id), mail);
      return updateWhere(
        { id: claimed.id, __v: claimed.__v, status: 'ready' },
        { $set: { ...fields, number, status: 'sent' }, $unset: { sendClaimedAt: 1 }, $push: { mailOutbox: { $each: mail } } },
      );
    });
    if (outcome === 'busy') {
      // Let go of the claim, so the next send need not wait for it to lapse.
      await updateWhere({ id: claimed.id, __v: claimed.__v, status: 'ready' }, { $unset: { sendClaimedAt: 1 } });
      return 'busy';
    }
    return outcome === 'changed' ? 'changed' : { invoice: outcome.written, mail };
  },

  /** The id of a line staff add (the counter `invoiceLines`). */
  newLineId: (): Promise<number> => nextId('invoiceLines'),

  /** Replaces the lines of a ready invoice still at the version read (a `conflict` otherwise: changed, claimed by a send, or sent). */
  async saveLines(invoice: StoredInvoice, lines: InvoiceLineRecord[]): Promise<StoredInvoice> {
    const saved = await updateWhere({ id: invoice.id, __v: invoice.__v, status: 'ready' }, { $set: { lines } });
    if (!saved) throw changedMeanwhile('The invoice');
    return saved;
  },

  /**
   * The id a new credit note takes. With an Idempotency-Key, a repeat of the request gets the first
   * one's id (`isNew` false), and another request's key is `reused` (store/repositories/idempotency).
   */
  creditNoteId: (key?: IdempotencyKey): Promise<KeyClaim> => (key ? idempotency.claim(key, 'creditNotes') : nextId('creditNotes').then((id) => ({ id, isNew: true }))),

  /**
   * Adds the credit note `issuing(number)` makes, numbered from the credit notes' series, with the
   * status it leads to and its email, to the invoice still at the version read: one write. 'changed'
   * when the invoice changed meanwhile (the number goes back), 'busy' when the series stayed busy.
   */
  async issueCreditNote(invoice: StoredInvoice, year: number, issuing: (number: string) => CreditNoteIssue): Promise<SendOutcome> {
    let mail: OutboxEntry[] = [];
    const outcome = await creditNoteNumbers.numbered(year, invoice.id, async (number) => {
      const { creditNote, status, mail: asked } = issuing(number);
      mail = asked;
      await mailQueue.expect(source(invoice.id), mail);
      return updateWhere({ id: invoice.id, __v: invoice.__v }, { $set: { status }, $push: { creditNotes: creditNote, mailOutbox: { $each: mail } } });
    });
    return typeof outcome === 'string' ? outcome : { invoice: outcome.written, mail };
  },

  /** Adds a payment and the status it leads to, if the invoice is still at the version read (a `conflict` otherwise). */
  async recordPayment(invoice: StoredInvoice, payment: InvoicePaymentRecord, status: InvoiceStatus): Promise<StoredInvoice> {
    const saved = await updateWhere({ id: invoice.id, __v: invoice.__v }, { $push: { payments: payment }, $set: { status } });
    if (!saved) throw changedMeanwhile('The invoice');
    return saved;
  },

  /** Voids an invoice still at the version read and with no payment (a `conflict` otherwise). */
  async void(invoice: StoredInvoice, reason: string, now = new Date()): Promise<StoredInvoice> {
    const saved = await updateWhere(
      { id: invoice.id, __v: invoice.__v, status: { $in: ['ready', 'sent'] } },
      { $set: { status: 'void', voidReason: reason, voidedAt: now }, $unset: { sendClaimedAt: 1 } },
    );
    if (!saved) throw changedMeanwhile('The invoice');
    return saved;
  },
};
