import { carrierRateKeys } from '@freight/domain';
import { CarrierRate } from '../models/carrier-rate.model';

/**
 * Gives every carrier rate stored before rates were found by their service's key that key
 * (carrierRateKeys). Only rates without one are read and written, so a second run (or a second API
 * process starting at once) changes nothing. Resolves with how many it keyed.
 */
export async function addCarrierRateServiceKeys(): Promise<number> {
  const collection = CarrierRate.collection;
  let keyed = 0;
  for await (const doc of collection.find({ serviceKey: { $exists: false } }, { projection: { _id: 1, serviceType: 1 }, comment: 'full pass: migration' })) {
    const result = await collection.updateOne({ _id: doc._id, serviceKey: { $exists: false } }, { $set: carrierRateKeys({ serviceType: String(doc.serviceType ?? '') }) });
    keyed += result.modifiedCount;
  }
  return keyed;
}
