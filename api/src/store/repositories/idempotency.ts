import { model, Schema } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { IDEMPOTENCY_MESSAGES, type IdempotencyKey } from '../../core/idempotency-key';
import { ids } from '../ids';
import { isDuplicateKey } from '../insert-once';
import { oneAtATime } from '../queries/one-at-a-time';
import { expireAt, expiring } from '../views/expiry-queue';

export type { IdempotencyKey };

/**
 * The first request with a key claims the new record's id under it (one insert, `_id` = scope and
 * key), so a retry finds the id, and whether the record exists tells whether the first attempt got
 * that far. Keys are kept a day (a TTL index on MongoDB; views/expiry-queue on FerretDB).
 */
interface IdempotencyClaim {
  _id: string;
  fingerprint: string;
  resourceId: number;
  createdAt: Date;
}

const KEEP_SECONDS = 24 * 60 * 60;
const KIND = 'idempotency-key';

const claimSchema = new Schema<IdempotencyClaim>({ _id: String, fingerprint: String, resourceId: Number, createdAt: Date }, { versionKey: false });
claimSchema.index({ createdAt: 1 }, { expireAfterSeconds: KEEP_SECONDS });
const Claim = model<IdempotencyClaim>('IdempotencyClaim', claimSchema, 'idempotency_keys');

const keptUntil = (claim: Pick<IdempotencyClaim, 'createdAt'>) => new Date(new Date(claim.createdAt).getTime() + KEEP_SECONDS * 1000);

expiring(KIND, {
  expiresAt: async (id) => {
    const claim = await Claim.findById(id, { createdAt: 1 }).lean();
    return claim && keptUntil(claim);
  },
  remove: (id) => Claim.deleteOne({ _id: id }),
});

/** The stored key: its scope and the key the client sent. */
export const claimId = (key: IdempotencyKey) => `${key.scope}:${key.key}`;

function sameRequest(claim: IdempotencyClaim, key: IdempotencyKey): number {
  if (claim.fingerprint !== key.fingerprint) throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused);
  return claim.resourceId;
}


export const idempotency = {
  /**
   * The id the record created by this request has or will have: a new one for the first request
   * with the key (`isNew`), the same one for every repeat (422 if its body differs).
   */
  async claim(key: IdempotencyKey, collection: string): Promise<{ id: number; isNew: boolean }> {
    const _id = claimId(key);
    // Insert first: a key is almost always new, and then this is its only round trip. A repeat costs
    // the id taken here (a gap in the numbers, as any failed create leaves).
    const id = await ids.nextId(collection);
    for (let attempt = 1; ; attempt += 1) {
      const createdAt = new Date();
      try {
        // Straight to the collection: plain fields, on every create's path.
        await Claim.collection.insertOne({ _id, fingerprint: key.fingerprint, resourceId: id, createdAt } as never);
        await expireAt(KIND, _id, keptUntil({ createdAt }));
        return { id, isNew: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // An earlier request (or a concurrent repeat) has the key: this request is that one.
      const earlier = await Claim.findById(_id).lean();
      if (earlier && keptUntil(earlier) > new Date()) return { id: sameRequest(earlier, key), isNew: false };
      if (attempt >= 3) throw new Error(`idempotency key ${_id}: could not be claimed`);
      // A claim past its day that is not removed yet (TTL monitors and sweeps run a little late) is replaced.
      if (earlier) await Claim.deleteOne({ _id, createdAt: earlier.createdAt });
    }
  },

  /** Moves a key's claim from an id somebody else stored meanwhile to a new one (see quotes.repository); returns the claim's id now. */
  async rebind(key: IdempotencyKey, from: number, collection: string): Promise<number> {
    const _id = claimId(key);
    const to = await ids.nextId(collection);
    const moved = await oneAtATime(`idempotency_keys:${_id}`, () => Claim.findOneAndUpdate({ _id, resourceId: from }, { $set: { resourceId: to } }, { new: true }).lean());
    return moved?.resourceId ?? (await Claim.findById(_id).lean())?.resourceId ?? to;
  },
};
