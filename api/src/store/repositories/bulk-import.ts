import type { Model } from 'mongoose';
import { dataAccess } from '../data-access';
import { ids } from '../ids';
import { Accessorial } from '../models/accessorial.model';
import { CarrierOfferModel } from '../models/carrier-offer.model';
import { CarrierRate } from '../models/carrier-rate.model';
import { EquipmentPricing } from '../models/equipment-pricing.model';
import { Quote } from '../models/quote.model';
import { Shipment, ShipmentClaim } from '../models/shipment.model';
import { keysOf, UserKey } from '../models/user-key.model';
import { User } from '../models/user.model';
import { WebsiteContent } from '../models/website-content.model';

const MODELS = {
  users: User,
  quotes: Quote,
  shipments: Shipment,
  carrier_rates: CarrierRate,
  equipment_pricing: EquipmentPricing,
  website_content: WebsiteContent,
  accessorials: Accessorial,
  carrier_offers: CarrierOfferModel,
} as const;

export type ImportKind = keyof typeof MODELS;

/**
 * Stores many new records at once (the demo data, the scale benchmark's volume), through the
 * models (validation, defaults and derived fields run; given timestamps are kept), under the next
 * ids in the order given. Not for request paths: in the views way a bulk write makes every process
 * rebuild its views of the collection.
 */
export const bulkImport = {
  async insert(kind: ImportKind, count: number, make: (id: number, i: number) => object): Promise<number[]> {
    if (count <= 0) return [];
    const first = (await ids.currentId(kind)) + 1;
    const last = first + count - 1;
    await ids.reserveIdRange(kind, first, last);
    const numbered = Array.from({ length: count }, (_, i) => ({ ...make(first + i, i), id: first + i }));
    await (MODELS[kind] as unknown as Model<object>).insertMany(numbered);
    if (kind === 'users' && dataAccess() === 'views') {
      await UserKey.insertMany(numbered.flatMap((user) => keysOf(user as { id: number; username: string; email: string })));
    }
    if (kind === 'shipments') {
      // Each quote's one shipment, claimed as booking claims it, so a booking of the same quote finds it.
      const at = new Date();
      await ShipmentClaim.insertMany(numbered.map((s) => ({ _id: String((s as unknown as { quoteId: number }).quoteId), shipmentId: s.id, at })));
    }
    return numbered.map((record) => record.id);
  },

  /** Stores these records in the order given (see insert). */
  records: (kind: ImportKind, records: readonly object[]) => bulkImport.insert(kind, records.length, (_id, i) => records[i]),

  /** About how many records a collection holds (its metadata on MongoDB). */
  count: (kind: ImportKind): Promise<number> => (MODELS[kind] as unknown as Model<object>).estimatedDocumentCount(),
};
