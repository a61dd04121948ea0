import { transitModeOf } from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import mongoose from 'mongoose';
import { logger } from '../../core/logger';

interface StoredLaneQuote {
  _id: unknown;
  originZip?: string;
  destinationZip?: string;
  serviceType?: string;
  lane?: { transitMode?: 'truckload' | 'ltl'; origin?: unknown } | null;
}

/**
 * Quotes keep their lane's places (city and state of both ZIP codes) beside the miles, and every
 * quote whose two ZIP codes the ZIP data knows has its miles. A quote stored before either has them
 * computed here, in place: the miles and transit time of a lane it already had are kept as stored
 * (they were what staff priced), only the places are added. A quote with an unknown ZIP code stays
 * as it is. Running it again changes nothing.
 */
export async function addQuoteLanePlaces(): Promise<number> {
  const quotes = mongoose.connection.db!.collection<StoredLaneQuote>('quotes');
  const cursor = quotes.find({}, { projection: { originZip: 1, destinationZip: 1, serviceType: 1, lane: 1 }, comment: 'full pass: migration' });
  let changed = 0;
  for await (const quote of cursor) {
    if (!quote.originZip || !quote.destinationZip || quote.lane?.origin) continue;
    const mode = quote.lane?.transitMode ?? transitModeOf(quote.serviceType);
    const found = laneBetween(quote.originZip, quote.destinationZip, mode);
    if (!found.ok) continue;
    const place = ({ zip, city, state }: { zip: string; city: string; state: string }) => ({ zip, city, state });
    const places = { 'lane.origin': place(found.origin), 'lane.destination': place(found.destination) };
    const update = quote.lane ? places : { lane: { ...found.facts, origin: place(found.origin), destination: place(found.destination) } };
    await quotes.updateOne({ _id: quote._id }, { $set: update });
    changed += 1;
  }
  if (changed) logger().info({ migration: 'quote-lane-places', changed }, 'quotes given their lane places');
  return changed;
}
