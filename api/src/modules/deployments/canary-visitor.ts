import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { CANARY_COOKIE } from '@freight/domain';

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** `<id>.<signature>`: a random id the server chose and its HMAC under the session secret. */
const SIGNED = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (id: string, secret: string) => createHmac('sha256', `canary-visitor:${secret}`).update(id).digest('base64url');

/** The raw canary cookie (`Cookie` read by hand: the site's pages run no cookie parser). */
function cookieValue(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CANARY_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The visitor's id when the server itself issued its canary cookie (the signature checks), else
 * undefined: an id a client made up, or signed with another key, is no visitor of ours, so it is
 * neither served a canary by its choice of bucket nor counted when it reports.
 */
export function canaryVisitor(req: Request, secret: string): string | undefined {
  const match = SIGNED.exec(cookieValue(req) ?? '');
  if (!match) return undefined;
  const [, id, signature] = match;
  const expected = Buffer.from(signatureOf(id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** Gives the visitor a new id, signed, in its canary cookie (kept a year); the id. */
export function issueCanaryVisitor(res: Response, secret: string): string {
  const id = randomBytes(12).toString('base64url');
  res.cookie(CANARY_COOKIE, `${id}.${signatureOf(id, secret)}`, { maxAge: YEAR_MS, httpOnly: true, sameSite: 'lax', path: '/' });
  return id;
}
