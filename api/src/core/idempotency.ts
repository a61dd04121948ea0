import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { model, Schema } from 'mongoose';
import { ApiError } from './api-error';
import { sweepEvery } from './sweeper';
import { isDuplicateKey } from './insert-once';

/**
 * `Idempotency-Key` for creating requests: a client that lost the answer (a broken connection, a
 * crash) sends the same request with the same key again and gets the first answer; nothing new is
 * stored. The first request claims the new record's id under the key (one insert, `_id` = key), so
 * a retry finds the id, and whether the record exists tells whether the first attempt got that far.
 */
interface IdempotencyClaim {
  _id: string;
  fingerprint: string;
  resourceId: number;
  createdAt: Date;
}

const claimSchema = new Schema<IdempotencyClaim>(
  { _id: String, fingerprint: String, resourceId: Number, createdAt: Date },
  { versionKey: false },
);
claimSchema.index({ createdAt: 1 });
const Claim = model<IdempotencyClaim>('IdempotencyClaim', claimSchema, 'idempotency_keys');

/** How long a key is remembered: far longer than any client retries. */
const KEEP_MS = 24 * 60 * 60_000;
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key must be 8 to 200 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

export interface IdempotencyKey {
  /** Who may replay it: keys of different callers never meet. */
  scope: string;
  key: string;
  /** The validated request body's digest: the same key with a different body is refused. */
  fingerprint: string;
}

/** The request's key (400 when malformed), or undefined when it sent none. */
export function idempotencyKeyOf(req: Request, scope: string): IdempotencyKey | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) throw new ApiError(400, IDEMPOTENCY_MESSAGES.malformed);
  const fingerprint = createHash('sha256').update(JSON.stringify(req.body ?? null)).digest('base64url');
  return { scope, key, fingerprint };
}

/** Forgets keys older than KEEP_MS (FerretDB has no TTL indexes). */
export const sweepIdempotencyKeys = () => Claim.deleteMany({ createdAt: { $lt: new Date(Date.now() - KEEP_MS) } });

function sameRequest(claim: IdempotencyClaim, idempotency: IdempotencyKey): number {
  if (claim.fingerprint !== idempotency.fingerprint) throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused);
  return claim.resourceId;
}

/**
 * The id the record created by this request has or will have. Without a key it is simply a new
 * one; with a key, the first request claims a new id and every repeat gets the same id back.
 */
export async function idempotentId(idempotency: IdempotencyKey | undefined, allocate: () => Promise<number>): Promise<number> {
  if (!idempotency) return allocate();
  sweepEvery('idempotency-keys', 60 * 60_000, sweepIdempotencyKeys);
  const _id = `${idempotency.scope}:${idempotency.key}`;
  const earlier = await Claim.findById(_id).lean();
  if (earlier) return sameRequest(earlier, idempotency);
  const id = await allocate();
  try {
    await Claim.create({ _id, fingerprint: idempotency.fingerprint, resourceId: id, createdAt: new Date() });
    return id;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // A concurrent repeat claimed the key first: this request is that one.
    const winner = await Claim.findById(_id).lean();
    if (!winner) throw error;
    return sameRequest(winner, idempotency);
  }
}
