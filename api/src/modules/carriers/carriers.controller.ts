import type { Request, Response } from 'express';
import { HOME_ZIP_MESSAGES } from '@freight/domain';
import { sendList } from '../../core/list';
import * as service from './carriers.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listCarriers(req.query as unknown as service.CarrierListQuery);
  sendList(res, items, total);
}

export async function verify(req: Request, res: Response) {
  res.json(await service.changeCarrierStatus(req.user!, idOf(req), 'verify', (req.body as { overrideReason?: string }).overrideReason));
}

export async function suspend(req: Request, res: Response) {
  res.json(await service.changeCarrierStatus(req.user!, idOf(req), 'suspend', (req.body as { reason: string }).reason));
}

export async function saveHomeZip(req: Request, res: Response) {
  const user = await service.setHomeZip(req.user!.id, (req.body as { homeZip: string }).homeZip);
  res.json({ message: HOME_ZIP_MESSAGES.saved, homeZip: user.carrierInfo?.homeZip });
}
