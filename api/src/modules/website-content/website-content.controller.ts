import type { Request, Response } from 'express';
import type { WebsiteContentInput } from '@freight/domain';
import { sendList } from '../../core/list';
import type { ListQuery } from '../../core/resource-helpers';
import * as service from './website-content.service';

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listWebsiteContent(req.query as unknown as ListQuery);
  sendList(res, items, total);
}

export async function create(req: Request, res: Response) {
  res.status(201).json(await service.createWebsiteContent(req.user!, req.body as WebsiteContentInput));
}

export async function update(req: Request, res: Response) {
  const changes = req.body as Partial<WebsiteContentInput>;
  res.json(await service.updateWebsiteContent(req.user!, Number(req.params.id), changes));
}
