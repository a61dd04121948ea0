import { boardKeyOf, type BoardSort, type OfferStatus, type SortDirection } from '@freight/domain';
import { nextId } from '../counters';
import { CarrierOfferModel, type CarrierOfferRecord } from '../models/carrier-offer.model';
import { type AwardRecord, Shipment, shipmentListFields } from '../models/shipment.model';
import { shownMoney, shownMoneyAll, storedMoney } from '../models/money-fields';
import { hiddenFields } from '../models/shown-fields';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { type PageRequest, pageOf } from '../pages';
import { changesOf, findById, plainOf, saveVersion, type Stored } from '../records';
import { mailQueue } from './mail.repository';
import type { StoredShipment } from './shipments.repository';

export interface BoardFilter {
  trailerType?: string;
  region?: string;
}

export interface BoardOrder {
  by: BoardSort;
  direction: SortDirection;
}

/** The stored field each sort reads, each with its index beside the board key (shipment.model). */
const SORT_FIELDS: Record<BoardSort, string> = { pickup: 'pickupWindow.date', miles: 'miles', rate: 'boardRateCents', rpm: 'boardRpmCents' };

export interface OfferFilter {
  shipmentId?: number;
  carrierId?: number;
  /** With `shipmentId` only. */
  status?: OfferStatus;
}

export type NewOffer = Omit<CarrierOfferRecord, 'id' | 'createdAt' | 'updatedAt' | 'decidedAt'>;
export type StoredOffer = Stored<CarrierOfferRecord>;

const offerQuery = ({ shipmentId, carrierId, status }: OfferFilter) => ({
  ...(shipmentId !== undefined ? { shipmentId } : {}),
  ...(carrierId !== undefined ? { carrierId } : {}),
  ...(status ? { status } : {}),
});

async function page<T>(query: Promise<T[]>, total: Promise<number>) {
  const [items, count] = await Promise.all([query, total]);
  return { items, total: count };
}

export const loadBoard = {
  /** The open loads of a filter in the order asked (ties by id in the same direction), a page of them. */
  board: (filter: BoardFilter, order: BoardOrder, { offset, limit }: PageRequest) => {
    const query = { boardKeys: boardKeyOf(filter) };
    const way = order.direction === 'asc' ? 1 : -1;
    return page(
      Shipment.find(query, hiddenFields(Shipment))
        .sort({ [SORT_FIELDS[order.by]]: way, id: way })
        .skip(offset)
        .limit(limit)
        .lean<StoredShipment[]>()
        .exec()
        .then((items) => shownMoneyAll(Shipment, items)),
      Shipment.countDocuments(query).exec(),
    );
  },

  /** A carrier's awarded and assigned loads, newest first; with `driverId`, only that driver's. */
  assignedTo: (carrierId: number, page: PageRequest, driverId?: number): Promise<{ items: StoredShipment[]; total: number }> =>
    pageOf(Shipment, driverId === undefined ? { carrierId } : { carrierId, 'driver.userId': driverId }, page),

  /** The ids of the shipments whose award's next step (the reminder to sign, then the lapse) is due at `now`. */
  async awardsDue(now: Date, limit: number): Promise<number[]> {
    const due = await Shipment.find({ awardStepAt: { $lte: now } }, { id: 1 }).sort({ awardStepAt: 1 }).limit(limit).lean();
    return due.map((doc) => doc.id);
  },

  /**
   * Gives the open load to a carrier, with the email that tells it: one conditional update of the
   * shipment, still at the version read, still open (booked, no award). Of two carriers (or a carrier
   * and staff) at the same moment exactly one gets it; null for the other, and for a load that
   * changed meanwhile (nothing is stored then, and its email's job is dropped unsent).
   */
  async award(shipment: StoredShipment, award: AwardRecord, mail: readonly OutboxEntry[]): Promise<StoredShipment | null> {
    const next = { ...shipment, award };
    await mailQueue.expect({ collection: 'shipments', id: shipment.id }, mail);
    const saved = await Shipment.findOneAndUpdate(
      { id: shipment.id, __v: shipment.__v, status: 'booked', award: null },
      { ...changesOf(storedMoney(Shipment, { award, ...shipmentListFields(next) })), $inc: { __v: 1 }, $push: { mailOutbox: { $each: mail } } },
      { new: true, projection: hiddenFields(Shipment) },
    )
      .lean<StoredShipment>()
      .exec();
    return shownMoney(Shipment, saved);
  },
};

export const offers = {
  offers: (filter: OfferFilter, { offset, limit }: PageRequest) => {
    const query = offerQuery(filter);
    return page(
      CarrierOfferModel.find(query)
        .sort({ id: -1 })
        .skip(offset)
        .limit(limit)
        .lean<StoredOffer[]>()
        .exec()
        .then((items) => shownMoneyAll(CarrierOfferModel, items)),
      CarrierOfferModel.countDocuments(query).exec(),
    );
  },

  find: (id: number): Promise<StoredOffer | null> => findById(CarrierOfferModel, id),

  /** A new offer under the next id (or `id`, taken before, for a booking that claimed its load first). */
  async create(fields: NewOffer, id?: number): Promise<StoredOffer> {
    return plainOf(CarrierOfferModel, await CarrierOfferModel.create(storedMoney(CarrierOfferModel, { ...fields, id: id ?? (await nextId('carrier_offers')) })));
  },

  /** The id the next offer takes, taken now. */
  nextId: () => nextId('carrier_offers'),

  /** Saves an offer read at its version (a `conflict` if it changed meanwhile). */
  save: (offer: StoredOffer): Promise<StoredOffer> => saveVersion(CarrierOfferModel, 'The offer', offer),

  /** Marks a still-pending offer decided (`status`, at `now`); false when it was no longer pending. */
  async decidePending(id: number, status: OfferStatus, now: Date): Promise<boolean> {
    return (await CarrierOfferModel.updateOne({ id, status: 'pending' }, { $set: { status, decidedAt: now }, $inc: { __v: 1 } })).matchedCount === 1;
  },
};
