import { Shipment, shipmentListFields, type ShipmentRecord } from '../models/shipment.model';
import { changesOf } from '../records';

const FULL_PASS = { comment: 'full pass: migration' };

/** The fields this migration writes: the rest of a shipment's derived fields were right already. */
export const TRAILER_TYPE_FIELDS = ['trailerType', 'miles', 'boardKeys', 'boardRateCents', 'boardRpmCents'] as const;

/** What the migration sets (and unsets, as undefined) on a shipment stored before trailer types. */
export function trailerTypeFieldsOf(shipment: ShipmentRecord): Record<(typeof TRAILER_TYPE_FIELDS)[number], unknown> {
  const derived = shipmentListFields(shipment);
  return Object.fromEntries(TRAILER_TYPE_FIELDS.map((name) => [name, derived[name]])) as Record<(typeof TRAILER_TYPE_FIELDS)[number], unknown>;
}

/**
 * Gives every shipment made before loads had trailer types its trailer type (from its quote's
 * equipment), its lane's road miles and the board's keys and sort fields by trailer type instead of
 * by the equipment text. Only shipments without a trailer type are read and written, so a second
 * run (or a second API process starting at once) changes nothing. Resolves with how many it moved.
 */
export async function migrateTrailerTypes(): Promise<number> {
  const collection = Shipment.collection;
  let moved = 0;
  for await (const doc of collection.find({ trailerType: { $exists: false } }, FULL_PASS)) {
    const changes = changesOf(trailerTypeFieldsOf(doc as unknown as ShipmentRecord));
    const result = await collection.updateOne({ _id: doc._id, trailerType: { $exists: false } }, changes);
    moved += result.modifiedCount;
  }
  return moved;
}
