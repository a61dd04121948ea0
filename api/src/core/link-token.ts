import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of an emailed single-use link (a password reset, an invitation): 32 random bytes,
 * base64url. Only its sha256 (`tokenHash`, also a tracking link's lookup) is stored, so a copy of the
 * database cannot be turned into working links.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
