import type { CarrierRateInput } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { idKey } from '../../core/id-key';
import type { ListQuery } from '../../core/resource-helpers';
import { recordAudit } from '../audit/audit.service';
import type { SignedInUser } from '../users/signed-in-user';
import { carrierRateView } from './carrier-rate-view';
import { CarrierRate, type CarrierRateDocument } from './carrier-rate.model';

const ENTITY = 'carrier-rate';
const NOT_FOUND = 'Carrier rate not found';

/** Newest first, from the list view. */
export async function listCarrierRates({ limit, offset }: ListQuery) {
  return carrierRateView.list({ offset, limit });
}

async function findRate(id: number): Promise<CarrierRateDocument> {
  const rate = await CarrierRate.findById(idKey(id));
  if (!rate) throw new ApiError(404, NOT_FOUND);
  return rate;
}

export async function createCarrierRate(actor: SignedInUser, input: CarrierRateInput) {
  const rate = await CarrierRate.create({ ...input, id: await nextId('carrier_rates') });
  await recordAudit({ actor, action: 'create', entity: ENTITY, entityId: rate.id, before: null, after: rate });
  return rate;
}

export async function updateCarrierRate(actor: SignedInUser, id: number, changes: Partial<CarrierRateInput>) {
  const rate = await findRate(id);
  const before = rate.toJSON();
  rate.set(changes);
  await rate.save();
  await recordAudit({ actor, action: 'update', entity: ENTITY, entityId: id, before, after: rate });
  return rate;
}

export async function deleteCarrierRate(actor: SignedInUser, id: number): Promise<void> {
  const rate = await findRate(id);
  await CarrierRate.deleteOne({ _id: idKey(id) });
  await recordAudit({ actor, action: 'delete', entity: ENTITY, entityId: id, before: rate, after: null });
}
