import { type IsoDate, type PayableListFilter, payableListKey } from '@freight/domain/billing';
import { nextId } from '../counters';
import { duplicateFields, isDuplicateKey } from '../errors';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { Payable, payableListFields, type PayableRecord } from '../models/payable.model';
import { hiddenFields } from '../models/shown-fields';
import { countOf, type PageRequest, pageOf } from '../pages';
import { findById, plainOf, saveVersion, type Stored } from '../records';
import { mailQueue } from './mail.repository';

export type PayableFields = Omit<PayableRecord, 'mailOutbox'>;
export type StoredPayable = Stored<PayableFields>;
export type NewPayable = Pick<PayableRecord, 'shipmentId' | 'shipmentNumber' | 'carrierId' | 'carrierName' | 'lane' | 'rateConfirmationCents' | 'podReceived' | 'documentsComplete' | 'terms' | 'status'>;
export type { PayableListFilter };

const source = (id: number) => ({ collection: 'payables', id }) as const;
const listFilter = (filter: PayableListFilter) => ({ listKeys: payableListKey(filter) });

/**
 * Carrier payables: one per shipment (a unique index on `shipmentId`), saved at the version read
 * (a change meanwhile is the store's `conflict`), with their emails in the same write.
 */
export const payables = {
  /** Staff's queue, newest first: any combination of its filters is one key of one index. */
  list: (filter: PayableListFilter, page: PageRequest): Promise<{ items: StoredPayable[]; total: number }> => pageOf(Payable, listFilter(filter), page),

  count: (filter: PayableListFilter): Promise<number> => countOf(Payable, listFilter(filter)),

  /** A carrier's own payables, newest first. */
  listForCarrier: (carrierId: number, page: PageRequest): Promise<{ items: StoredPayable[]; total: number }> => pageOf(Payable, { carrierId }, page),

  /** Every match, oldest first, streamed from a cursor (the CSV exports). */
  async *matching(filter: PayableListFilter): AsyncGenerator<StoredPayable> {
    yield* Payable.find(listFilter(filter), hiddenFields(Payable)).sort({ id: 1 }).lean<StoredPayable>().cursor({ batchSize: 500 }) as AsyncIterable<StoredPayable>;
  },

  find: (id: number): Promise<StoredPayable | null> => findById(Payable, id) as Promise<StoredPayable | null>,

  findForShipment: (shipmentId: number): Promise<StoredPayable | null> => Payable.findOne({ shipmentId }, hiddenFields(Payable)).lean<StoredPayable>().exec(),

  /** The shipment's one payable, made now (`created`) or found made before: the unique shipmentId lets one insert through. */
  async createForShipment(fields: NewPayable): Promise<{ payable: StoredPayable; created: boolean }> {
    const existing = await payables.findForShipment(fields.shipmentId);
    if (existing) return { payable: existing, created: false };
    const draft = new Payable({ ...fields, id: await nextId('payables') });
    try {
      await draft.save();
    } catch (error) {
      if (!isDuplicateKey(error) || !duplicateFields(error).includes('shipmentId')) throw error;
      const winner = await payables.findForShipment(fields.shipmentId);
      if (!winner) throw error;
      return { payable: winner, created: false };
    }
    return { payable: plainOf(Payable, draft) as StoredPayable, created: true };
  },

  /** Saves a payable read at its version, with the emails it asks for (a `conflict` if it changed meanwhile). */
  async save(payable: StoredPayable, mail: readonly OutboxEntry[] = []): Promise<StoredPayable> {
    await mailQueue.expect(source(payable.id), mail);
    return saveVersion(Payable, 'The payable', payable, { ...payableListFields(payable) }, mail);
  },

  /** The unpaid payables the carriers expect their money for on or before `lastDate`, earliest first: the due date and what is still to pay. */
  dueOnOrBefore: (lastDate: IsoDate): Promise<{ dueOn: IsoDate; openCents: number }[]> =>
    Payable.find({ dueOn: { $lte: lastDate } }, { _id: 0, dueOn: 1, openCents: 1 })
      .sort({ dueOn: 1 })
      .lean<{ dueOn: IsoDate; openCents: number }[]>()
      .exec(),
};
