import type { Request, Response } from 'express';
import { getConfig } from '../../config/config';
import { inCanaryShare } from './deployment-source';
import * as service from './deployments.service';

export async function show(req: Request, res: Response) {
  res.json(await service.status(getConfig(req)));
}

export async function activate(req: Request, res: Response) {
  res.json(await service.activate(getConfig(req), req.user!, String(req.params.remote), req.body as service.ActivateRequest));
}

export async function rollback(req: Request, res: Response) {
  res.json(await service.rollback(getConfig(req), req.user!, String(req.params.remote), (req.body as { reason: string }).reason));
}

export async function reportFailure(req: Request, res: Response) {
  const { remote, version } = req.body as { remote: string; version: string };
  // Only visitors the canary is served to can report it: others never load it.
  if (await inCanaryShare(req, remote)) await service.reportFailure(getConfig(req), remote, version);
  res.status(204).end();
}
