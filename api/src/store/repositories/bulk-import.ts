import { carrierRateKeys, quoteListFields, userKeys } from '@freight/domain';
import type { Model } from 'mongoose';
import { nextIds } from '../counters';
import { Accessorial } from '../models/accessorial.model';
import { CarrierOfferModel } from '../models/carrier-offer.model';
import { CarrierRate } from '../models/carrier-rate.model';
import { EquipmentPricing } from '../models/equipment-pricing.model';
import { Invoice } from '../models/invoice.model';
import { storedMoney } from '../models/money-fields';
import { Quote } from '../models/quote.model';
import { Shipment, shipmentListFields } from '../models/shipment.model';
import { User } from '../models/user.model';
import { WebsiteContent } from '../models/website-content.model';
import { invoiceNumbers } from './invoice-numbers';

/** Each kind's model, and the fields it derives from the others (list keys). */
const KINDS = {
  users: { model: User, derived: userKeys },
  quotes: { model: Quote, derived: quoteListFields },
  shipments: { model: Shipment, derived: shipmentListFields },
  carrier_rates: { model: CarrierRate, derived: carrierRateKeys },
  equipment_pricing: { model: EquipmentPricing },
  website_content: { model: WebsiteContent },
  accessorials: { model: Accessorial },
  carrier_offers: { model: CarrierOfferModel },
  invoices: { model: Invoice },
} as const;

export type ImportKind = keyof typeof KINDS;

/**
 * Stores many new records at once (the demo data, the scale benchmark's volume), through the
 * models (validation and defaults run, derived fields are kept, given timestamps stay), under the
 * next ids in the order given.
 */
export const bulkImport = {
  async insert(kind: ImportKind, count: number, make: (id: number, i: number) => object): Promise<number[]> {
    if (count <= 0) return [];
    const first = await nextIds(kind, count);
    const { model, ...rest } = KINDS[kind];
    const derived = 'derived' in rest ? (rest.derived as (record: never) => object) : undefined;
    const numbered = Array.from({ length: count }, (_, i) => {
      const record = { ...make(first + i, i), id: first + i };
      return storedMoney(model, derived ? { ...record, ...derived(record as never) } : record);
    });
    await (model as unknown as Model<object>).insertMany(numbered);
    return numbered.map((record) => record.id);
  },

  /** Stores these records in the order given (see insert). */
  records: (kind: ImportKind, records: readonly object[]) => bulkImport.insert(kind, records.length, (_id, i) => records[i]),

  /** About how many records a collection holds. */
  /** A year's invoice numbers, for imported invoices that carry them: the last one given, and the series moved on past the imported ones. */
  invoiceSeries: {
    last: (year: number): Promise<number> => invoiceNumbers.last(year),
    advanceTo: (year: number, seq: number): Promise<void> => invoiceNumbers.advanceTo(year, seq),
  },

  count: (kind: ImportKind): Promise<number> => (KINDS[kind].model as unknown as Model<object>).estimatedDocumentCount().exec(),
};
