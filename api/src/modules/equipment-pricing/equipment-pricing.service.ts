import type { EquipmentPricingInput } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { idKey } from '../../core/id-key';
import type { ListQuery } from '../../core/resource-helpers';
import { recordAudit } from '../audit/audit.service';
import type { SignedInUser } from '../users/signed-in-user';
import { equipmentPricingView } from './equipment-pricing-view';
import { EquipmentPricing, type EquipmentPricingDocument } from './equipment-pricing.model';
import { isDuplicateKey } from '../../core/insert-once';

const ENTITY = 'equipment-pricing';
const NOT_FOUND = 'Equipment pricing not found';
export const DUPLICATE_TYPE = 'Equipment type already exists';


/** The unique index is the real guard (two admins at once); the look-up only gives the common case a clean answer. */
async function saveUnique(doc: EquipmentPricingDocument): Promise<void> {
  const clash = await EquipmentPricing.exists({ equipmentType: doc.equipmentType, id: { $ne: doc.id } });
  if (clash) throw new ApiError(409, DUPLICATE_TYPE);
  try {
    await doc.save();
  } catch (err) {
    if (isDuplicateKey(err)) throw new ApiError(409, DUPLICATE_TYPE);
    throw err;
  }
}

/** Newest first, from the list view. */
export async function listEquipmentPricing({ limit, offset }: ListQuery) {
  return equipmentPricingView.list({ offset, limit });
}

async function findPricing(id: number): Promise<EquipmentPricingDocument> {
  const pricing = await EquipmentPricing.findById(idKey(id));
  if (!pricing) throw new ApiError(404, NOT_FOUND);
  return pricing;
}

export async function createEquipmentPricing(actor: SignedInUser, input: EquipmentPricingInput) {
  const pricing = new EquipmentPricing({ ...input, id: await nextId('equipment_pricing') });
  await saveUnique(pricing);
  await recordAudit({ actor, action: 'create', entity: ENTITY, entityId: pricing.id, before: null, after: pricing });
  return pricing;
}

export async function updateEquipmentPricing(actor: SignedInUser, id: number, changes: Partial<EquipmentPricingInput>) {
  const pricing = await findPricing(id);
  const before = pricing.toJSON();
  pricing.set(changes);
  await saveUnique(pricing);
  await recordAudit({ actor, action: 'update', entity: ENTITY, entityId: id, before, after: pricing });
  return pricing;
}

export async function deleteEquipmentPricing(actor: SignedInUser, id: number): Promise<void> {
  const pricing = await findPricing(id);
  await EquipmentPricing.deleteOne({ _id: idKey(id) });
  await recordAudit({ actor, action: 'delete', entity: ENTITY, entityId: id, before: pricing, after: null });
}
