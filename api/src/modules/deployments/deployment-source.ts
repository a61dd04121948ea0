import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { bucketOf, CANARY_COOKIE } from '@freight/domain';
import type { DeploymentSource } from '../../static/static-hosting';
import { countLoad, currentDeployments, releasesForBucket } from './deployments.service';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The visitor's id from its canary cookie (`Cookie` read by hand: the site's pages run no cookie parser). */
function visitorId(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CANARY_COOKIE) {
      const id = decodeURIComponent(value.join('='));
      return VISITOR_ID.test(id) ? id : undefined;
    }
  }
  return undefined;
}

/**
 * The releases each request is served (static/static-hosting.ts): the live release of each remote, or its
 * canary for a visitor whose bucket falls in the canary's share. The bucket follows from a random id kept
 * in a cookie, given only while some canary runs, so a visitor stays on one side across reloads.
 */
export const deploymentSource: DeploymentSource = {
  async releasesFor(req: Request, res: Response) {
    const state = await currentDeployments();
    const canaryRuns = Object.values(state).some((deployment) => deployment.canary);
    let id = visitorId(req);
    if (!id && canaryRuns) {
      id = randomBytes(12).toString('base64url');
      res.cookie(CANARY_COOKIE, id, { maxAge: YEAR_MS, httpOnly: true, sameSite: 'lax', path: '/' });
    }
    return releasesForBucket(state, id === undefined ? undefined : bucketOf(id));
  },
  entryRequested: countLoad,
};

/** Whether the request comes from a visitor in the canary share of `remote` (only they report its failures). */
export async function inCanaryShare(req: Request, remote: string): Promise<boolean> {
  const canary = (await currentDeployments())[remote]?.canary;
  const id = visitorId(req);
  return Boolean(canary && id !== undefined && bucketOf(id) < canary.percent);
}
