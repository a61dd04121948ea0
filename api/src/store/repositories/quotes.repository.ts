import { overdueCutoff, type OfferState, quoteListFields, type QuoteStatus, searchWords } from '@freight/domain';
import type { FilterQuery } from 'mongoose';
import { nextId } from '../counters';
import { isDuplicateKey } from '../errors';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { moneyProjectionOf, shownMoney, storedMoney } from '../models/money-fields';
import { Quote, type QuoteRecord } from '../models/quote.model';
import { countOf, type PageRequest, pageOf } from '../pages';
import { findById, saveVersion, type Stored } from '../records';
import { type IdempotencyKey, idempotency } from './idempotency';
import { mailQueue } from './mail.repository';

export interface QuoteFilter {
  status?: QuoteStatus | '';
  /** Only this account's quotes. */
  userId?: number;
  /** Where the quote stands as an offer: awaiting customer, accepted, declined or expired. */
  offer?: OfferState | '';
  /** Words that must begin words of the names, email or company (domain search-keys). */
  search?: string;
  /** Only pending quotes that have waited the promised response time in desk hours (business-hours.ts). */
  overdue?: boolean;
}

export type NewQuote = Partial<Omit<QuoteRecord, 'id' | 'mailOutbox' | 'searchKeys' | 'offerEndsAt' | 'updatedAt'>>;
/** A quote's own fields, without what the store keeps for its indexes and its outbox. */
export type QuoteFields = Omit<QuoteRecord, 'mailOutbox' | 'searchKeys' | 'offerEndsAt'>;
export type StoredQuote = Stored<QuoteFields>;

/** What a create that came with an Idempotency-Key found: the key belongs to another request. */
export class KeyReusedError extends Error {
  constructor() {
    super('idempotency key reused');
  }
}

const source = (id: number) => ({ collection: 'quotes', id }) as const;

/** The query of a filter; null when it matches nothing (an open offer is always approved, so another status matches none). */
function mongoFilter({ status, userId, offer, search, overdue }: QuoteFilter, now = new Date()): FilterQuery<QuoteRecord> | null {
  const filter: FilterQuery<QuoteRecord> = {};
  // Overdue: pending and received at or before one cutoff instant, a range on the status index.
  if (overdue) {
    if ((status && status !== 'pending') || offer) return null;
    filter.createdAt = { $lte: overdueCutoff(now) };
    status = 'pending';
  }
  if (userId !== undefined) filter.userId = userId;
  const words = searchWords(search);
  if (words === null) return null;
  if (words.length) filter.searchKeys = words.length === 1 ? words[0] : { $all: words };
  if (offer === 'accepted' || offer === 'declined') filter['decision.outcome'] = offer;
  if (offer === 'awaiting' || offer === 'expired') {
    if (status && status !== 'approved') return null;
    filter.offerEndsAt = offer === 'awaiting' ? { $gt: now } : { $lte: now };
  } else if (status) filter.status = status;
  return filter;
}

/** Stores a new quote under `id` with the emails it asks for (their jobs first, then one insert with the quote). */
async function insert(id: number, fields: NewQuote, mail: (quote: QuoteRecord) => OutboxEntry[]): Promise<OutboxEntry[]> {
  const draft = new Quote(storedMoney(Quote, { ...fields, id }));
  const shown = shownMoney(Quote, draft.toObject());
  const outbox = mail(shown);
  await mailQueue.expect(source(id), outbox);
  draft.set({ ...quoteListFields(shown), mailOutbox: outbox });
  await draft.save();
  return outbox;
}

export const quotes = {
  list: (filter: QuoteFilter, page: PageRequest): Promise<{ items: StoredQuote[]; total: number }> => pageOf(Quote, mongoFilter(filter), page),

  count: (filter: QuoteFilter = {}): Promise<number> => countOf(Quote, mongoFilter(filter)),

  /** Every match, oldest first, streamed from a cursor (the CSV export): only `fields` of each. */
  async *matching<K extends keyof QuoteRecord>(filter: QuoteFilter, fields: readonly K[]): AsyncGenerator<Pick<QuoteRecord, K>> {
    const query = mongoFilter(filter);
    if (!query) return;
    const projection = Object.fromEntries([['_id', 0], ...moneyProjectionOf(Quote, fields).map((field) => [field, 1])]);
    const found = Quote.find(query, projection).sort({ id: 1 }).lean<Pick<QuoteRecord, K>>().cursor({ batchSize: 1000 }) as AsyncIterable<Pick<QuoteRecord, K>>;
    for await (const quote of found) yield shownMoney(Quote, quote);
  },

  /** One quote by id, or null. */
  find: (id: number): Promise<StoredQuote | null> => findById(Quote, id),

  /**
   * Stores a new quote with the emails it asks for (one insert: a crash cannot keep one without the
   * other) and returns its id. A repeat of an idempotent request stores nothing and gets the first
   * request's id (`created` false); a key used before for another request is a KeyReusedError.
   */
  async create(fields: NewQuote, mail: (quote: QuoteRecord) => OutboxEntry[], key?: IdempotencyKey): Promise<{ id: number; created: boolean; mail: OutboxEntry[] }> {
    if (!key) {
      const id = await nextId('quotes');
      return { id, created: true, mail: await insert(id, fields, mail) };
    }
    const claim = await idempotency.claim(key, 'quotes');
    if (claim === 'reused') throw new KeyReusedError();
    // A repeat whose first request stored its quote gets that one; one whose first request died
    // before storing it stores it now (the unique id lets exactly one of two such repeats through).
    if (!claim.isNew && (await Quote.exists({ id: claim.id }))) return { id: claim.id, created: false, mail: [] };
    try {
      return { id: claim.id, created: true, mail: await insert(claim.id, fields, mail) };
    } catch (error) {
      if (isDuplicateKey(error) && (await Quote.exists({ id: claim.id }))) return { id: claim.id, created: false, mail: [] };
      throw error;
    }
  },

  /**
   * Saves a quote read at its version, with the emails it asks for: a `conflict` if anyone changed it
   * since (a staff edit and a customer's decision never overwrite each other, and of two decisions
   * one is stored).
   */
  async save(quote: StoredQuote, mail: readonly OutboxEntry[] = []): Promise<StoredQuote> {
    await mailQueue.expect(source(quote.id), mail);
    return saveVersion(Quote, 'The quote', quote, quoteListFields(quote), mail);
  },

  async remove(id: number): Promise<void> {
    await Quote.deleteOne({ id });
  },

  /** The quotes of a deleted account stay, no longer linked to it. */
  async unlinkUser(userId: number): Promise<void> {
    await Quote.updateMany({ userId }, { $set: { userId: null } });
  },

  /** Points the quote at the shipment booked from it. */
  async linkShipment(id: number, shipmentId: number): Promise<void> {
    await Quote.updateOne({ id }, { $set: { shipmentId } });
  },
};
