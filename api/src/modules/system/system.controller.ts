import type { Request, Response } from 'express';
import { type AppInfo, type HealthResponse, PRIMARY_ADMIN } from '@freight/domain';
import { getConfig } from '../../config/config';
import { databaseIsUp } from '../../store';

export async function health(_req: Request, res: Response): Promise<void> {
  const up = await databaseIsUp();
  const body: HealthResponse = {
    status: up ? 'ok' : 'degraded',
    database: up ? 'connected' : 'disconnected',
    uptimeSeconds: Math.round(process.uptime()),
  };
  res.set('Cache-Control', 'no-store').status(up ? 200 : 503).json(body);
}

/** What the pages may know about this deployment; the demo credentials exist only in demo mode. */
export function appInfo(req: Request, res: Response): void {
  const config = getConfig(req);
  const body: AppInfo = config.demoMode
    ? { demoMode: true, demoAdmin: { username: PRIMARY_ADMIN.username, password: config.demoAdminPassword } }
    : { demoMode: false };
  res.set('Cache-Control', 'no-store').json(body);
}
