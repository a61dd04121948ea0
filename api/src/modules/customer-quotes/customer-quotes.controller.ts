import type { Request, Response } from 'express';
import type { CustomerQuoteRequest } from '@freight/domain';
import { idempotencyKeyOf } from '../../core/idempotency';
import { sendList } from '../../core/list';
import { QUOTE_RECEIVED_MESSAGE } from '../quotes/quotes.service';
import * as service from './customer-quotes.service';

export async function create(req: Request, res: Response) {
  const idempotency = idempotencyKeyOf(req, `customer-quotes:user:${req.user!.id}`);
  const id = await service.createCustomerQuote(req.user!, req.body as CustomerQuoteRequest, idempotency);
  res.status(201).json({ message: QUOTE_RECEIVED_MESSAGE, id });
}

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listCustomerQuotes(req.user!.id, req.query as unknown as service.CustomerQuoteQuery);
  sendList(res, items, total);
}
