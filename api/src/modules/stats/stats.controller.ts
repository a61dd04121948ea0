import type { Request, Response } from 'express';
import { adminStats } from './stats.service';

export async function show(_req: Request, res: Response) {
  res.json(await adminStats());
}
