import type { Request, Response } from 'express';
import { getConfig } from '../../config/config';
import { reportingVisitor } from './deployment-source';
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
  // Only a visitor the server gave its cookie to, and served the canary's entry, is counted; the answer is the same for all.
  const visitor = reportingVisitor(req);
  if (visitor) await service.reportFailure(getConfig(req), remote, version, visitor);
  res.status(204).end();
}
