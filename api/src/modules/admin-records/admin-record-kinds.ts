import type { CarrierRateInput, EquipmentPricingInput, WebsiteContentInput } from '@freight/domain';
import { carrierRateSchema, equipmentPricingSchema, websiteContentSchema } from '@freight/domain/schemas';
import {
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
  path: '/admin/carrier-rates',
  entity: 'carrier-rate',
  store: carrierRates,
  schema: carrierRateSchema,
  notFound: 'Carrier rate not found',
  operations: ['list', 'create', 'update', 'delete'],
};

export const equipmentPricingKind: AdminRecordKind<EquipmentPricingRecord, EquipmentPricingInput> = {
  path: '/admin/equipment-pricing',
  entity: 'equipment-pricing',
  store: equipmentPricing,
  schema: equipmentPricingSchema,
  notFound: 'Equipment pricing not found',
  duplicate: { equipmentType: DUPLICATE_EQUIPMENT_TYPE },
  operations: ['list', 'create', 'update', 'delete'],
};

/** Website content is never deleted from the admin area (the spec's tab edits and adds). */
export const websiteContentKind: AdminRecordKind<WebsiteContentRecord, WebsiteContentInput> = {
  path: '/admin/website-content',
  entity: 'website-content',
  store: websiteContent,
  schema: websiteContentSchema,
  notFound: 'Website content not found',
  operations: ['list', 'create', 'update'],
};
