import type { HydratedDocument, Model } from 'mongoose';
import { dataAccess } from '../data-access';
import { duplicateKeyFields, isDuplicateKey } from '../insert-once';
import { CarrierRate, type CarrierRateRecord } from '../models/carrier-rate.model';
import { Accessorial, type AccessorialRecord } from '../models/accessorial.model';
import { EquipmentPricing, type EquipmentPricingRecord } from '../models/equipment-pricing.model';
import { idKey } from '../models/id-key';
import { WebsiteContent, type WebsiteContentRecord } from '../models/website-content.model';
import { insertWithNextId } from '../new-record';
import { type PageRequest, pageOf } from '../queries/pages';
import { accessorialView, carrierRateView, equipmentPricingView, websiteContentView } from '../views/admin-record-views';
import type { RecordView } from '../views/record-view';

/** A value that a unique field of another record has already (the field it is, when the engine says). */
export class DuplicateValueError extends Error {
  constructor(readonly field: string | undefined) {
    super(`duplicate ${field ?? 'value'}`);
  }
}

interface AdminRecord {
  id: number;
  isActive?: boolean;
}

/**
 * The store of one kind of record that staff keep in a list (carrier rates, equipment pricing,
 * website content): newest first, the count of active ones, and one record at a time by id.
 */
export interface AdminRecords<Doc extends AdminRecord> {
  list(page: PageRequest): Promise<{ items: unknown[]; total: number }>;
  count(which?: 'active'): Promise<number>;
  /** The active records as the API answers them, newest first, at most `limit`. */
  active(limit: number): Promise<unknown[]>;
  find(id: number): Promise<HydratedDocument<Doc> | null>;
  create(fields: Partial<Doc>): Promise<HydratedDocument<Doc>>;
  /** Saves changes made to a record (DuplicateValueError when a unique field clashes). */
  save(record: HydratedDocument<Doc>): Promise<void>;
  remove(id: number): Promise<void>;
}

function uniqueClash(error: unknown): never {
  if (!isDuplicateKey(error)) throw error;
  throw new DuplicateValueError(duplicateKeyFields(error)?.find((name) => name !== '_id' && name !== 'id'));
}

function adminRecords<Doc extends AdminRecord>(model: Model<Doc>, collection: string, view: RecordView<Doc>): AdminRecords<Doc> {
  const views = () => dataAccess() === 'views';
  return {
    async list(page) {
      if (views()) return view.list(page);
      const { docs, total } = await pageOf(model, {}, page);
      return { items: docs.map((doc) => doc.toJSON()), total };
    },
    count(which) {
      if (views()) return view.count(which);
      return which === 'active' ? model.countDocuments({ isActive: true }) : model.estimatedDocumentCount();
    },
    async active(limit) {
      if (views()) return (await view.list({ tags: ['active'], offset: 0, limit })).items;
      const docs = await model.find({ isActive: true }).sort({ id: -1 }).limit(limit);
      return docs.map((doc) => doc.toJSON());
    },
    find: (id) => model.findById(idKey(id)),
    async create(fields) {
      // insertWithNextId tries further ids itself; what it throws is another unique field's clash.
      return insertWithNextId(model, collection, (id) => ({ ...fields, id })).catch(uniqueClash);
    },
    async save(record) {
      await record.save().catch(uniqueClash);
    },
    async remove(id) {
      await model.deleteOne({ _id: idKey(id) });
    },
  };
}

export const carrierRates = adminRecords<CarrierRateRecord>(CarrierRate, 'carrier_rates', carrierRateView);
export const equipmentPricing = adminRecords<EquipmentPricingRecord>(EquipmentPricing, 'equipment_pricing', equipmentPricingView);
export const websiteContent = adminRecords<WebsiteContentRecord>(WebsiteContent, 'website_content', websiteContentView);
export const accessorials = adminRecords<AccessorialRecord>(Accessorial, 'accessorials', accessorialView);
