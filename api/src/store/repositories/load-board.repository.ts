import type { OfferStatus, Shipment as ApiShipment } from '@freight/domain';
import { Error as MongooseError } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { byWay } from '../data-access';
import { ids } from '../ids';
import { insertOnce } from '../insert-once';
import { idKey } from '../models/id-key';
import { CarrierOfferModel, type CarrierOfferDocument, type CarrierOfferRecord } from '../models/carrier-offer.model';
import { LoadClaim, Shipment, type ShipmentDocument } from '../models/shipment.model';
import { oneAtATime } from '../queries/one-at-a-time';
import type { PageRequest } from '../queries/pages';
import { loadBoardView, offerView } from '../views/load-board-view';

export interface BoardFilter {
  equipment?: string;
  region?: string;
}

export interface OfferFilter {
  shipmentId?: number;
  carrierId?: number;
  /** With `shipmentId` only. */
  status?: OfferStatus;
}

export type NewOffer = Omit<CarrierOfferRecord, '_id' | 'id' | 'createdAt' | 'updatedAt' | 'decidedAt'>;

/** The board key of a filter (see shipment.model `boardKeysOf`). */
export const boardKey = ({ equipment, region }: BoardFilter) =>
  ['open', ...(equipment ? [`equipment:${equipment}`] : []), ...(region ? [`region:${region}`] : [])].join('|');

interface WaySpecific {
  board(filter: BoardFilter, page: PageRequest): Promise<{ items: ApiShipment[]; total: number }>;
  assignedTo(carrierId: number, page: PageRequest): Promise<{ items: ApiShipment[]; total: number }>;
  /** The ids of the shipments whose award waits for a signature past `now`. */
  awardsDue(now: Date, limit: number): Promise<number[]>;
  offers(filter: OfferFilter, page: PageRequest): Promise<{ items: CarrierOfferRecord[]; total: number }>;
}

const json = (doc: ShipmentDocument) => doc.toJSON() as unknown as ApiShipment;
const offerQuery = ({ shipmentId, carrierId, status }: OfferFilter) => ({
  ...(shipmentId !== undefined ? { shipmentId } : {}),
  ...(carrierId !== undefined ? { carrierId } : {}),
  ...(status ? { status } : {}),
});

const queries: WaySpecific = {
  async board(filter, { offset, limit }) {
    const query = { boardKeys: boardKey(filter) };
    const [docs, total] = await Promise.all([Shipment.find(query).sort({ 'pickupWindow.date': -1, id: -1 }).skip(offset).limit(limit), Shipment.countDocuments(query)]);
    return { items: docs.map(json), total };
  },
  async assignedTo(carrierId, { offset, limit }) {
    const [docs, total] = await Promise.all([Shipment.find({ carrierId }).sort({ id: -1 }).skip(offset).limit(limit), Shipment.countDocuments({ carrierId })]);
    return { items: docs.map(json), total };
  },
  async awardsDue(now, limit) {
    const due = await Shipment.find({ awardStepAt: { $lte: now } }, { id: 1 }).sort({ awardStepAt: 1 }).limit(limit).lean();
    return due.map((doc) => doc.id);
  },
  async offers(filter, { offset, limit }) {
    const query = offerQuery(filter);
    const [docs, total] = await Promise.all([CarrierOfferModel.find(query).sort({ id: -1 }).skip(offset).limit(limit), CarrierOfferModel.countDocuments(query)]);
    return { items: docs.map((doc) => doc.toJSON() as unknown as CarrierOfferRecord), total };
  },
};

const offerTag = ({ shipmentId, carrierId, status }: OfferFilter) =>
  shipmentId !== undefined ? `shipment:${shipmentId}${status ? `|status:${status}` : ''}` : `carrier:${carrierId}`;

const views: WaySpecific = {
  board: (filter, { offset, limit }) => loadBoardView.list({ tags: [boardKey(filter)], offset, limit }),
  assignedTo: (carrierId, { offset, limit }) => loadBoardView.list({ tags: [`carrier:${carrierId}`], offset, limit }),
  async awardsDue(now, limit) {
    const { ids: due } = await loadBoardView.query({ tags: ['awaiting-signature'], deadline: { now: now.getTime(), passed: true }, offset: 0, limit });
    return due.map(Number);
  },
  offers: (filter, { offset, limit }) => offerView.list({ tags: [offerTag(filter)], offset, limit }),
};

export const loadBoard = {
  ...byWay<Pick<WaySpecific, 'board' | 'assignedTo' | 'awardsDue'>>({ queries, views }),

  /**
   * Claims the load for one award round: a unique insert, so of two carriers (or a carrier and
   * staff) at the same moment exactly one gets it, on either engine and across processes.
   */
  claim: (shipmentId: number, round: number, carrierId: number, now = new Date()) =>
    insertOnce(() => LoadClaim.create({ _id: `${shipmentId}:${round}`, carrierId, at: now })),
};

export const offers = {
  ...byWay<Pick<WaySpecific, 'offers'>>({ queries, views }),

  find: (id: number): Promise<CarrierOfferDocument | null> => CarrierOfferModel.findById(idKey(id)),

  async create(fields: NewOffer): Promise<CarrierOfferDocument> {
    const id = await ids.nextId('carrier_offers');
    return CarrierOfferModel.create({ ...fields, id });
  },

  /** Saves an offer only if nobody changed it since it was read (409 otherwise). */
  async save(offer: CarrierOfferDocument, conflict = 'This offer was just changed. Please reload it and try again.'): Promise<void> {
    offer.increment();
    try {
      await oneAtATime(`carrier_offers:${offer.id}`, () => offer.save());
    } catch (error) {
      if (error instanceof MongooseError.VersionError) throw new ApiError(409, conflict);
      throw error;
    }
  },
};
