import { model, Schema } from 'mongoose';
import type { IdempotencyKey } from '../../core/idempotency-key';
import { nextId } from '../counters';
import { insertedOnce } from '../errors';

export type { IdempotencyKey };

/**
 * The first request with a key takes the new record's id under it (one insert, `_id` = scope and
 * key), so a retry finds the id, and whether the record exists tells whether the first attempt got
 * that far. Keys are kept a day (the TTL index).
 */
interface IdempotencyClaim {
  _id: string;
  fingerprint: string;
  resourceId: number;
  createdAt: Date;
}

const KEEP_SECONDS = 24 * 60 * 60;

const claimSchema = new Schema<IdempotencyClaim>({ _id: String, fingerprint: String, resourceId: Number, createdAt: Date }, { versionKey: false });
claimSchema.index({ createdAt: 1 }, { expireAfterSeconds: KEEP_SECONDS });
const Claim = model<IdempotencyClaim>('IdempotencyClaim', claimSchema, 'idempotency_keys');

/**
 * What a key means for a creating request: a new request (`isNew`, with the id its record takes), a
 * repeat of the request that has the key (the same id), or `reused` for another request's key.
 */
export type KeyClaim = { id: number; isNew: boolean } | 'reused';

export const idempotency = {
  async claim(key: IdempotencyKey, collection: string): Promise<KeyClaim> {
    const _id = `${key.scope}:${key.key}`;
    const id = await nextId(collection);
    for (;;) {
      if (await insertedOnce(Claim.create({ _id, fingerprint: key.fingerprint, resourceId: id, createdAt: new Date() }))) return { id, isNew: true };
      // An earlier request (or a concurrent repeat) has the key: this request is that one. (The id taken
      // above stays unused, a gap in the numbers as a failed create leaves.) A key that expired
      // in between is claimed again.
      const earlier = await Claim.findById(_id).lean();
      if (earlier) return earlier.fingerprint === key.fingerprint ? { id: earlier.resourceId, isNew: false } : 'reused';
    }
  },
};
