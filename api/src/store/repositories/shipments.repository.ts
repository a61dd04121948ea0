import { searchWords, type ShipmentStatus } from '@freight/domain';
import type { FilterQuery } from 'mongoose';
import { nextId } from '../counters';
import { changedMeanwhile, duplicateFields, isDuplicateKey } from '../errors';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { Shipment, shipmentListFields, type ShipmentRecord } from '../models/shipment.model';
import { shownMoney, storedMoney } from '../models/money-fields';
import { hiddenFields } from '../models/shown-fields';
import { countOf, type PageRequest, pageOf } from '../pages';
import { findById, plainOf, saveVersion, type Stored } from '../records';
import { mailQueue } from './mail.repository';
import { quotes } from './quotes.repository';

export interface ShipmentFilter {
  /** A status, or 'exception': the shipments with an open exception. */
  status?: ShipmentStatus | 'exception' | '';
  /** Only this account's shipments. */
  userId?: number;
  /** Words that must begin words of the number, the customer or the lane's cities. */
  search?: string;
}

export type NewShipment = Omit<ShipmentRecord, 'id' | 'number' | 'mailOutbox' | 'searchKeys' | 'exceptionOpen' | 'createdAt' | 'updatedAt'>;
/** A shipment's own fields, without what the store keeps for its indexes and its outbox. */
export type ShipmentFields = Omit<ShipmentRecord, 'mailOutbox' | 'searchKeys' | 'exceptionOpen' | 'boardKeys' | 'boardRateCents' | 'boardRpmCents' | 'awardStepAt' | 'trackingHash'>;
export type StoredShipment = Stored<ShipmentFields>;

const source = (id: number) => ({ collection: 'shipments', id }) as const;

function mongoFilter({ status, userId, search }: ShipmentFilter): FilterQuery<ShipmentRecord> | null {
  const filter: FilterQuery<ShipmentRecord> = {};
  if (userId !== undefined) filter.userId = userId;
  const words = searchWords(search);
  if (words === null) return null;
  if (words.length) filter.searchKeys = words.length === 1 ? words[0] : { $all: words };
  if (status === 'exception') filter.exceptionOpen = true;
  else if (status) filter.status = status;
  return filter;
}

export const shipments = {
  list: (filter: ShipmentFilter, page: PageRequest): Promise<{ items: StoredShipment[]; total: number }> => pageOf(Shipment, mongoFilter(filter), page),

  count: (filter: ShipmentFilter = {}): Promise<number> => countOf(Shipment, mongoFilter(filter)),

  find: (id: number): Promise<StoredShipment | null> => findById(Shipment, id) as Promise<StoredShipment | null>,

  /**
   * Books the quote's one shipment. Retries and concurrent requests for the same quote all reach the
   * same shipment: the unique `quoteId` lets one insert through. `created` is false for every request
   * but the one that stored it.
   */
  async book(fields: NewShipment, mail: (shipment: ShipmentRecord) => OutboxEntry[], number: (id: number) => string, withId?: (id: number) => Partial<NewShipment>) {
    const existing = await Shipment.findOne({ quoteId: fields.quoteId }, hiddenFields(Shipment)).lean<StoredShipment>();
    if (existing) return { shipment: shownMoney(Shipment, existing), created: false, mail: [] as OutboxEntry[] };
    const id = await nextId('shipments');
    const draft = new Shipment(storedMoney(Shipment, { ...fields, ...withId?.(id), id, number: number(id) }));
    const shown = shownMoney(Shipment, draft.toObject());
    const outbox = mail(shown);
    await mailQueue.expect(source(id), outbox);
    draft.set({ ...shipmentListFields(shown), mailOutbox: outbox });
    try {
      await draft.save();
    } catch (error) {
      if (!isDuplicateKey(error) || !duplicateFields(error).includes('quoteId')) throw error;
      const winner = await Shipment.findOne({ quoteId: fields.quoteId }, hiddenFields(Shipment)).lean<StoredShipment>();
      if (!winner) throw error;
      return { shipment: shownMoney(Shipment, winner), created: false, mail: [] as OutboxEntry[] };
    }
    // The quote points at its shipment (the shipment names its quote already).
    await quotes.linkShipment(fields.quoteId, id);
    return { shipment: plainOf(Shipment, draft) as StoredShipment, created: true, mail: outbox };
  },

  /** Saves a shipment read at its version, with the emails it asks for (a `conflict` if it changed meanwhile). */
  async save(shipment: StoredShipment, mail: readonly OutboxEntry[] = []): Promise<StoredShipment> {
    await mailQueue.expect(source(shipment.id), mail);
    return saveVersion(Shipment, 'The shipment', shipment, shipmentListFields(shipment), mail);
  },

  /**
   * Makes a link (its token's sha256, and the token sealed) the shipment's one live tracking link,
   * replacing any earlier one, or removes it (`undefined`), if the shipment is still at the version
   * read (a `conflict` otherwise).
   */
  async setTracking(shipment: StoredShipment, link: { hash: string; sealed?: string } | undefined, now = new Date()): Promise<StoredShipment> {
    const saved = await Shipment.findOneAndUpdate(
      { id: shipment.id, __v: shipment.__v },
      link
        ? link.sealed
          ? { $set: { trackingHash: link.hash, trackingSealed: link.sealed, trackingCreatedAt: now }, $inc: { __v: 1 } }
          : { $set: { trackingHash: link.hash, trackingCreatedAt: now }, $unset: { trackingSealed: 1 }, $inc: { __v: 1 } }
        : { $unset: { trackingHash: 1, trackingSealed: 1 }, $set: { trackingCreatedAt: null }, $inc: { __v: 1 } },
      { new: true, projection: hiddenFields(Shipment) },
    ).lean<StoredShipment>();
    if (!saved) throw changedMeanwhile('The shipment');
    return shownMoney(Shipment, saved);
  },

  /** The shipment a live tracking link's token hash names, or null. */
  findByTrackingHash: async (hash: string): Promise<StoredShipment | null> =>
    shownMoney(Shipment, await Shipment.findOne({ trackingHash: hash }, hiddenFields(Shipment)).lean<StoredShipment>().exec()),
};
