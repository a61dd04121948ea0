import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DEV_TRACKING_LINK_SECRET } from '../../config/config';
import { tokenHash } from '../../core/link-token';

/**
 * A tracking link's token: 24 random bytes (base64url). The shipment keeps its sha256 (the lookup a
 * visitor's link is found by) and the token sealed with AES-256-GCM under the server's secret, so
 * its owner and staff can see and copy the link again; a copy of the database alone opens nothing.
 */
export interface TrackingLink {
  token: string;
  hash: string;
  sealed: string;
}

const VERSION = 'v1';

let linkSecret = DEV_TRACKING_LINK_SECRET;
/** The secret links are sealed under (TRACKING_LINK_SECRET; createApp sets it from the config). */
export function configureTrackingLinks(secret: string) {
  linkSecret = secret;
}

export { tokenHash };

/** The AES-256 key of a secret (its own derivation, so it is never the session secret's bytes). */
const keyOf = (secret: string) => createHash('sha256').update(`freight tracking links\0${secret}`).digest();

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url; the shipment's id is bound in as associated data. */
export function sealToken(token: string, shipmentId: number, secret = linkSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(`shipment:${shipmentId}`));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The token a sealed value holds, or null when it was sealed under another secret, for another shipment, or altered. */
export function unsealToken(sealed: string | null | undefined, shipmentId: number, secret = linkSecret): string | null {
  const [version, iv, tag, body] = String(sealed ?? '').split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`shipment:${shipmentId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new link for a shipment. */
export function newTrackingLink(shipmentId: number, token = randomBytes(24).toString('base64url')): TrackingLink {
  return { token, hash: tokenHash(token), sealed: sealToken(token, shipmentId) };
}
