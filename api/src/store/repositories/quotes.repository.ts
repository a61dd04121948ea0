import { OFFER_MESSAGES, overdueCutoff, type OfferState, type Quote as ApiQuote, type QuoteStatus } from '@freight/domain';
import { type FilterQuery, Error as MongooseError } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { byWay } from '../data-access';
import { insertOnce } from '../insert-once';
import { DecisionClaim } from '../models/decision-claim.model';
import { idKey } from '../models/id-key';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { Quote, type QuoteDocument, type QuoteRecord } from '../models/quote.model';
import { insertWithNextId, isIdClash } from '../new-record';
import { oneAtATime } from '../queries/one-at-a-time';
import { type PageRequest, pageOf } from '../queries/pages';
import { searchWords } from '../search-keys';
import { EXPORT_OMITS } from '../models/to-json';
import { exportRecords } from '../views/record-view';
import { offerFilter, overdueFilter, quoteView } from '../views/quote-view';
import { claimId, type IdempotencyKey, idempotency } from './idempotency';
import { mailQueue } from './mail.repository';

export interface QuoteFilter {
  status?: QuoteStatus | '';
  /** Only this account's quotes. */
  userId?: number;
  /** Where the quote stands as an offer: awaiting customer, accepted, declined or expired. */
  offer?: OfferState | '';
  /** Words that must begin words of the names, email or company (store/search-keys). */
  search?: string;
  /** Only pending quotes that have waited the promised response time in desk hours (business-hours.ts). */
  overdue?: boolean;
}

export type NewQuote = Partial<Omit<QuoteRecord, '_id' | 'id' | 'mailOutbox' | 'searchKeys' | 'offerEndsAt' | 'updatedAt'>>;

const source = (id: number) => ({ collection: 'quotes', id }) as const;

/**
 * Saves a quote only if nobody changed it since it was read (its version is part of the write):
 * a staff edit and a customer's decision never overwrite each other. The emails it asks for are
 * written with it (their jobs first, see mail.model).
 */
async function saveUnchanged(quote: QuoteDocument, mail: readonly OutboxEntry[] = []): Promise<void> {
  await mailQueue.expect(source(quote.id), mail);
  quote.mailOutbox.push(...mail);
  quote.increment();
  try {
    await oneAtATime(`quotes:${quote.id}`, () => quote.save());
  } catch (error) {
    if (error instanceof MongooseError.VersionError) throw new ApiError(409, OFFER_MESSAGES.changedMeanwhile);
    throw error;
  }
}

interface WaySpecific {
  list(filter: QuoteFilter, page: PageRequest): Promise<{ items: ApiQuote[]; total: number }>;
  count(filter?: QuoteFilter): Promise<number>;
  /** Every match, oldest first, read in batches (the CSV export). */
  matching(filter: QuoteFilter): AsyncGenerator<QuoteRecord>;
  /** Stores the customer's decision (already set on `quote`) unless the quote was decided or changed meanwhile (409). */
  decide(quote: QuoteDocument, mail: readonly OutboxEntry[]): Promise<void>;
  /** The quotes of a deleted account stay, no longer linked to it. */
  unlinkUser(userId: number): Promise<void>;
}

/** The query way's filter; an open offer is always approved, so a status besides that matches none. */
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

const queries: WaySpecific = {
  async list(filter, page) {
    const query = mongoFilter(filter);
    if (!query) return { items: [], total: 0 };
    const { docs, total } = await pageOf(Quote, query, page);
    return { items: docs.map((doc) => doc.toJSON() as unknown as ApiQuote), total };
  },

  async count(filter = {}) {
    const query = mongoFilter(filter);
    if (!query) return 0;
    return Object.keys(query).length ? Quote.countDocuments(query) : Quote.estimatedDocumentCount();
  },

  async *matching(filter) {
    const query = mongoFilter(filter);
    if (!query) return;
    yield* Quote.find(query, EXPORT_OMITS).sort({ id: 1 }).lean<QuoteRecord>().cursor({ batchSize: 500 }) as AsyncIterable<QuoteRecord>;
  },

  // The version in the save's filter decides: of a decision and any other change, one is stored.
  decide: (quote, mail) => saveUnchanged(quote, mail),

  async unlinkUser(userId) {
    await Quote.updateMany({ userId }, { $set: { userId: null } });
  },
};

/** The views way's filter of the quote list view (a search without words asks for a tag nothing has). */
function viewFilter({ status, userId, offer, search, overdue }: QuoteFilter, now = new Date()) {
  const byOffer = overdue ? overdueFilter(now) : offerFilter(offer || undefined);
  const words = searchWords(search);
  // Overdue quotes are pending ones and never offers: with another status or an offer state, nothing matches.
  const impossible = !words || (overdue && ((status && status !== 'pending') || offer));
  const tags = [...(userId !== undefined ? [`user:${userId}`] : []), ...(status ? [`status:${status}`] : []), ...(byOffer.tags ?? []), ...(impossible ? [NOTHING] : [])];
  return { tags, deadline: byOffer.deadline, words: words ?? [] };
}

const NOTHING = 'matches:nothing';

/** A claim older than this belongs to a request that died before saving its decision. */
const STALE_CLAIM_MS = 30_000;

/** Takes the one decision a quote can have, or says why not (409). See decision-claim.model. */
async function claimDecision(id: number, now: Date): Promise<void> {
  const key = String(id);
  if (await insertOnce(() => DecisionClaim.create({ _id: key, at: now }))) return;
  const claim = await DecisionClaim.findById(key).lean();
  const stored = await Quote.findById(idKey(id)).lean();
  if (stored?.decision) throw new ApiError(409, OFFER_MESSAGES.alreadyDecided(stored.decision.outcome));
  // A crashed request's claim is given up after a while, once, so the customer can decide again.
  if (claim && now.getTime() - new Date(claim.at).getTime() > STALE_CLAIM_MS) {
    await DecisionClaim.deleteOne({ _id: key, at: claim.at });
    if (await insertOnce(() => DecisionClaim.create({ _id: key, at: now }))) return;
  }
  throw new ApiError(409, OFFER_MESSAGES.changedMeanwhile);
}

const views: WaySpecific = {
  list: (filter, { offset, limit }) => quoteView.list({ ...viewFilter(filter), offset, limit }),

  count: (filter = {}) => {
    const { tags, deadline, words } = viewFilter(filter);
    if (!deadline && !words.length && tags.length <= 1) return quoteView.count(tags[0]);
    return quoteView.query({ tags, deadline, words, offset: 0, limit: 0 }).then(({ total }) => total);
  },

  async *matching(filter) {
    const { ids } = await quoteView.query({ ...viewFilter(filter), offset: 0, limit: Number.MAX_SAFE_INTEGER });
    yield* exportRecords(Quote, ids);
  },

  // FerretDB does not make a conditional update atomic against a concurrent one across processes,
  // but it does a unique insert: of an accept and a decline sent at once, exactly one gets the claim.
  async decide(quote, mail) {
    const now = new Date();
    await claimDecision(quote.id, now);
    try {
      await saveUnchanged(quote, mail);
    } catch (error) {
      // Not decided after all: the customer may try again.
      await DecisionClaim.deleteOne({ _id: String(quote.id), at: now }).catch(() => undefined);
      throw error;
    }
  },

  // One quote at a time, so each change reaches the change log.
  async unlinkUser(userId) {
    const { ids } = await quoteView.query({ tags: [`user:${userId}`], offset: 0, limit: Number.MAX_SAFE_INTEGER });
    for (const id of ids) await Quote.updateOne({ _id: idKey(Number(id)) }, { $set: { userId: null } });
  },
};

/**
 * The idempotent create: the first request and every repeat store the quote under the id the key
 * claimed, so exactly one of them stores it. An id that another quote took meanwhile (possible only
 * where the id counter's `$inc` is not atomic across processes) moves the claim to a new id.
 */
async function createOnce(fields: NewQuote, mail: (quote: QuoteRecord) => OutboxEntry[], key: IdempotencyKey) {
  const requestKey = claimId(key);
  let { id, isNew } = await idempotency.claim(key, 'quotes');
  for (let attempt = 1; ; attempt += 1) {
    const stored = isNew ? null : await Quote.findById(idKey(id), { requestKey: 1 }).lean();
    if (stored && (stored.requestKey ?? requestKey) === requestKey) return { id, created: false, mail: [] };
    if (!stored) {
      const outbox = mail(new Quote({ ...fields, id }).toObject());
      await mailQueue.expect(source(id), outbox);
      try {
        await Quote.create({ ...fields, id, requestKey, mailOutbox: outbox });
        return { id, created: true, mail: outbox };
      } catch (error) {
        if (attempt >= 5 || !(await isIdClash(error, Quote as never, id))) throw error;
      }
    }
    // The id is taken: by a concurrent repeat of this request (answered above next time round), or by another quote.
    const clash = await Quote.findById(idKey(id), { requestKey: 1 }).lean();
    if (clash && clash.requestKey !== requestKey) id = await idempotency.rebind(key, id, 'quotes');
    isNew = false;
  }
}

export const quotes = {
  ...byWay<WaySpecific>({ queries, views }),

  /** One quote by id, or null. */
  find: (id: number): Promise<QuoteDocument | null> => Quote.findById(idKey(id)),

  /**
   * Stores a new quote with the emails it asks for (one insert: a crash cannot keep one without
   * the other) and returns its id. A repeat of an idempotent request stores nothing and gets the
   * first request's id (`created` false).
   */
  async create(fields: NewQuote, mail: (quote: QuoteRecord) => OutboxEntry[], key?: IdempotencyKey): Promise<{ id: number; created: boolean; mail: OutboxEntry[] }> {
    if (key) return createOnce(fields, mail, key);
    let outbox: OutboxEntry[] = [];
    const quote = await insertWithNextId(Quote, 'quotes', (id) => {
      outbox = mail(new Quote({ ...fields, id }).toObject());
      return { ...fields, id, mailOutbox: outbox };
    }, (id) => mailQueue.expect(source(id), outbox));
    return { id: quote.id, created: true, mail: outbox };
  },

  save: saveUnchanged,

  async remove(id: number): Promise<void> {
    await Quote.deleteOne({ _id: idKey(id) });
  },
};
