import type { Request, Response } from 'express';
import type { CarrierRateInput } from '@freight/domain';
import { sendList } from '../../core/list';
import type { ListQuery } from '../../core/resource-helpers';
import * as service from './carrier-rates.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listCarrierRates(req.query as unknown as ListQuery);
  sendList(res, items, total);
}

export async function create(req: Request, res: Response) {
  res.status(201).json(await service.createCarrierRate(req.user!, req.body as CarrierRateInput));
}

export async function update(req: Request, res: Response) {
  res.json(await service.updateCarrierRate(req.user!, idOf(req), req.body as Partial<CarrierRateInput>));
}

export async function remove(req: Request, res: Response) {
  await service.deleteCarrierRate(req.user!, idOf(req));
  res.status(204).end();
}
