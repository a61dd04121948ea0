import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ApiError } from './api-error';

/**
 * `Idempotency-Key` for creating requests: a client that lost the answer (a broken connection, a
 * crash) sends the same request with the same key again and gets the first answer; nothing new is
 * stored (the store keeps the keys: store/repositories/idempotency).
 */
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
