import { carrierRateKeys, serviceKeyOf } from '@freight/domain';
import type { Model } from 'mongoose';
import { nextId } from '../counters';
import { rethrowAsStoreError } from '../errors';
import { Accessorial, type AccessorialRecord } from '../models/accessorial.model';
import { CarrierRate, type CarrierRateRecord } from '../models/carrier-rate.model';
import { EquipmentPricing, type EquipmentPricingRecord } from '../models/equipment-pricing.model';
import { shownMoney, shownMoneyAll, storedMoney } from '../models/money-fields';
import { hiddenFields } from '../models/shown-fields';
import { WebsiteContent, type WebsiteContentRecord } from '../models/website-content.model';
import { countOf, type PageRequest, pageOf } from '../pages';
import { changesOf, findById, plainOf, type Stored } from '../records';

interface AdminRecord {
  id: number;
  isActive?: boolean;
}

/**
 * The store of one kind of record that staff keep in a list (carrier rates, equipment pricing,
 * website content, accessorials): newest first, the count of active ones, and one record at a time
 * by id. A unique field's clash is the store's `duplicate` error, naming the field (StoreError).
 */
export interface AdminRecords<T extends AdminRecord> {
  list(page: PageRequest): Promise<{ items: Stored<T>[]; total: number }>;
  count(which?: 'active'): Promise<number>;
  /** The active records, newest first, at most `limit`. */
  active(limit: number): Promise<Stored<T>[]>;
  find(id: number): Promise<Stored<T> | null>;
  create(fields: Partial<T>): Promise<Stored<T>>;
  /** The record with `changes` applied, or null when there is none. */
  update(id: number, changes: Partial<T>): Promise<Stored<T> | null>;
  remove(id: number): Promise<void>;
}

/** The fields a kind of record derives from others, and which of its fields they are derived from. */
interface Derived<T> {
  from: readonly (keyof T)[];
  fields(record: T): Partial<T>;
}

function adminRecords<T extends AdminRecord>(model: Model<T>, collection: string, derived?: Derived<T>): AdminRecords<T> {
  const hidden = hiddenFields(model);
  // On a change, derived fields are written again only when a field they come from changes (all of those are required).
  const withDerived = (fields: Partial<T>) =>
    derived && derived.from.some((name) => fields[name] !== undefined) ? { ...fields, ...derived.fields(fields as T) } : fields;
  return {
    list: (page) => pageOf(model, {}, page),
    count: (which) => countOf(model, which === 'active' ? { isActive: true } : {}),
    active: async (limit) => shownMoneyAll(model, await model.find({ isActive: true }, hidden).sort({ id: -1 }).limit(limit).lean<Stored<T>[]>().exec()),
    find: (id) => findById(model, id),
    async create(fields) {
      return plainOf(model, await model.create(storedMoney(model, { ...withDerived(fields), id: await nextId(collection) })).catch(rethrowAsStoreError));
    },
    update: async (id, changes) =>
      shownMoney(
        model,
        await model
          .findOneAndUpdate({ id }, { ...changesOf(storedMoney(model, withDerived(changes))), $inc: { __v: 1 } }, { new: true, projection: hidden, runValidators: true })
          .lean<Stored<T>>()
          .exec()
          .catch(rethrowAsStoreError),
      ),
    async remove(id) {
      await model.deleteOne({ id });
    },
  };
}

export const carrierRates = {
  ...adminRecords<CarrierRateRecord>(CarrierRate, 'carrier_rates', { from: ['serviceType'], fields: carrierRateKeys }),
  /** The active rates of a service (matched by serviceKeyOf: whatever the case and spacing), newest first, at most `limit`. */
  activeOf: (service: string, limit: number): Promise<Stored<CarrierRateRecord>[]> =>
    CarrierRate.find({ isActive: true, serviceKey: serviceKeyOf(service) }, hiddenFields(CarrierRate))
      .sort({ id: -1 })
      .limit(limit)
      .lean<Stored<CarrierRateRecord>[]>()
      .exec(),
};
export const equipmentPricing = adminRecords<EquipmentPricingRecord>(EquipmentPricing, 'equipment_pricing');
export const websiteContent = adminRecords<WebsiteContentRecord>(WebsiteContent, 'website_content');
export const accessorials = adminRecords<AccessorialRecord>(Accessorial, 'accessorials');
