import type { mongo, Schema } from 'mongoose';
import { Accessorial } from '../models/accessorial.model';
import { CarrierOfferModel } from '../models/carrier-offer.model';
import { storedMoney } from '../models/money-fields';
import { Quote } from '../models/quote.model';
import { Shipment } from '../models/shipment.model';
import { changesOf } from '../records';

const FULL_PASS = { comment: 'full pass: migration' };

/** A model, as far as the migration needs it. */
interface MoneyModel {
  schema: Schema;
  collection: Pick<mongo.Collection, 'find' | 'updateOne'>;
}

/** Each collection with money: its model, and the top-level fields that hold some (an amount, or records with amounts). */
const MONEY: Record<string, [MoneyModel, string[]]> = {
  quotes: [Quote, ['calculatedPrice', 'estimatedPrice', 'accessorials', 'decision']],
  shipments: [Shipment, ['price', 'postedRate', 'award']],
  carrier_offers: [CarrierOfferModel, ['amount']],
  accessorials: [Accessorial, ['price']],
};

/** A stored record's money fields as they would be kept now (undefined: removed), or null when they already are. */
function centsChangesOf(model: MoneyModel, fields: readonly string[], doc: Record<string, unknown>): Record<string, unknown> | null {
  const before = Object.fromEntries(fields.filter((name) => name in doc).map((name) => [name, doc[name]]));
  const after = storedMoney(model, before);
  return JSON.stringify(after) === JSON.stringify(before) ? null : after;
}

/** A record of `collection` as the migration leaves it (for the tests that follow a database through every migration). */
export function movedToCents(collection: string, doc: Record<string, unknown>): Record<string, unknown> {
  const money = MONEY[collection];
  const changes = money ? centsChangesOf(...money, doc) : null;
  if (!changes) return doc;
  const moved = { ...doc, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete moved[name];
  return moved;
}

/**
 * Moves the amounts stored as dollars-and-cents text ("1250.50") to whole cents (`priceCents`):
 * quotes' calculator and staff prices (and the accepted offer's and the accessorials' prices),
 * shipments' price, posted rate and award rate, carrier offers and the accessorials' prices. Text
 * that is no amount stays as it was (money-fields). Each record is written once, and keeps its
 * `updatedAt`; a second run, or a second API process at once, finds nothing to move.
 * Resolves with how many records it moved.
 */
export async function migrateMoneyToCents(): Promise<number> {
  let moved = 0;
  for (const [model, fields] of Object.values(MONEY)) {
    for await (const doc of model.collection.find({}, { ...FULL_PASS, projection: Object.fromEntries(fields.map((name) => [name, 1])) })) {
      const changes = centsChangesOf(model, fields, doc);
      if (!changes) continue;
      // Straight to the collection (no timestamp changes); an amount removed is unset, at any depth.
      const result = await model.collection.updateOne({ _id: doc._id }, changesOf(changes), { ignoreUndefined: true });
      moved += result.modifiedCount;
    }
  }
  return moved;
}
