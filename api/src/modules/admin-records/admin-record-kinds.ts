import { ACCESSORIAL_MESSAGES, type AccessorialInput, ADMIN_RECORDS, type CarrierRateInput, type EquipmentPricingInput, type WebsiteContentInput } from '@freight/domain';
import { accessorialSchema, carrierRateSchema, equipmentPricingSchema, websiteContentSchema } from '@freight/domain/schemas';
import {
  type AccessorialRecord,
  accessorials,
  type CarrierRateRecord,
  carrierRates,
  type EquipmentPricingRecord,
  equipmentPricing,
  type WebsiteContentRecord,
  websiteContent,
} from '../../store';
import type { AdminRecordKind } from './admin-records';

export const DUPLICATE_EQUIPMENT_TYPE = 'Equipment type already exists';

export const carrierRateKind: AdminRecordKind<CarrierRateRecord, CarrierRateInput> = {
  path: ADMIN_RECORDS.carrierRates.path,
  entity: 'carrier-rate',
  store: carrierRates,
  schema: carrierRateSchema,
  notFound: 'Carrier rate not found',
  operations: ADMIN_RECORDS.carrierRates.operations,
};

export const equipmentPricingKind: AdminRecordKind<EquipmentPricingRecord, EquipmentPricingInput> = {
  path: ADMIN_RECORDS.equipmentPricing.path,
  entity: 'equipment-pricing',
  store: equipmentPricing,
  schema: equipmentPricingSchema,
  notFound: 'Equipment pricing not found',
  duplicate: { equipmentType: DUPLICATE_EQUIPMENT_TYPE },
  operations: ADMIN_RECORDS.equipmentPricing.operations,
};

/** Website content is never deleted from the admin area (its operations in the domain). */
export const websiteContentKind: AdminRecordKind<WebsiteContentRecord, WebsiteContentInput> = {
  path: ADMIN_RECORDS.websiteContent.path,
  entity: 'website-content',
  store: websiteContent,
  schema: websiteContentSchema,
  notFound: 'Website content not found',
  operations: ADMIN_RECORDS.websiteContent.operations,
};

/** Extra services priced per shipment; the active ones are offered on the quote forms. */
export const accessorialKind: AdminRecordKind<AccessorialRecord, AccessorialInput> = {
  path: ADMIN_RECORDS.accessorials.path,
  entity: 'accessorial',
  store: accessorials,
  schema: accessorialSchema,
  notFound: 'Accessorial not found',
  duplicate: { name: ACCESSORIAL_MESSAGES.duplicate },
  operations: ADMIN_RECORDS.accessorials.operations,
};
