import type { Request, Response } from 'express';
import type { EquipmentPricingInput } from '@freight/domain';
import { sendList } from '../../core/list';
import type { ListQuery } from '../../core/resource-helpers';
import * as service from './equipment-pricing.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listEquipmentPricing(req.query as unknown as ListQuery);
  sendList(res, items, total);
}

export async function create(req: Request, res: Response) {
  res.status(201).json(await service.createEquipmentPricing(req.user!, req.body as EquipmentPricingInput));
}

export async function update(req: Request, res: Response) {
  res.json(await service.updateEquipmentPricing(req.user!, idOf(req), req.body as Partial<EquipmentPricingInput>));
}

export async function remove(req: Request, res: Response) {
  await service.deleteEquipmentPricing(req.user!, idOf(req));
  res.status(204).end();
}
