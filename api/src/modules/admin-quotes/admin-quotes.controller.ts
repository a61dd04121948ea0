import type { Request, Response } from 'express';
import type { AdminQuoteUpdate } from '@freight/domain';
import { sendList } from '../../core/list';
import type { ListQuery } from '../../core/resource-helpers';
import * as service from './admin-quotes.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listQuotes(req.query as unknown as ListQuery);
  sendList(res, items, total);
}

export async function show(req: Request, res: Response) {
  res.json(await service.getQuote(idOf(req)));
}

export async function update(req: Request, res: Response) {
  res.json(await service.updateQuote(req.user!, idOf(req), req.body as AdminQuoteUpdate));
}

export async function remove(req: Request, res: Response) {
  await service.deleteQuote(req.user!, idOf(req));
  res.status(204).end();
}
