import type { Request, Response } from 'express';
import { bucketOf, inCanary } from '@freight/domain';
import { getConfig } from '../../config/config';
import { logger } from '../../core/logger';
import { deployments } from '../../store';
import type { DeploymentSource } from '../../static/static-hosting';
import { canaryVisitor, issueCanaryVisitor } from './canary-visitor';
import { currentDeployments, releasesForBucket } from './deployments.service';

const secretOf = (req: Request) => getConfig(req).sessionSecret;

/**
 * The releases each request is served (static/static-hosting.ts): the live release of each remote, or its
 * canary for a visitor whose bucket falls in the canary's share. The bucket follows from a random id the
 * server signs into the visitor's cookie, given only while some canary runs, so a visitor stays on one side
 * across reloads and cannot choose its side: a cookie the server did not sign is replaced.
 */
export const deploymentSource: DeploymentSource = {
  async releasesFor(req: Request, res: Response) {
    const state = await currentDeployments();
    const canaryRuns = Object.values(state).some((deployment) => deployment.canary);
    let id = canaryVisitor(req, secretOf(req));
    if (!id && canaryRuns) id = issueCanaryVisitor(res, secretOf(req));
    return releasesForBucket(state, id === undefined ? undefined : bucketOf(id));
  },
  /** A visitor in the canary's share asked for its remoteEntry.js: recorded (its first load counted) before it is served. */
  async entryRequested(req: Request, remote: string, version: string) {
    const visitor = canaryVisitor(req, secretOf(req));
    if (!visitor) return;
    try {
      const canary = (await currentDeployments())[remote]?.canary;
      if (!canary || canary.version !== version || !inCanary(bucketOf(visitor), canary.percent)) return;
      await deployments.countCanaryLoad(remote, version, visitor);
    } catch (err) {
      // The visitor still gets its script; only the canary's count misses one load.
      logger().warn({ err, remote, version }, 'canary load not recorded');
    }
  },
};

/** The visitor behind a failure report when the server issued its cookie (only such visitors are counted). */
export const reportingVisitor = (req: Request): string | undefined => canaryVisitor(req, secretOf(req));
