import type { Request, Response } from 'express';
import { type PublicQuoteRequest, QUOTE_RESPONSES } from '@freight/domain';
import { idempotencyKeyOf } from '../../core/idempotency-key';
import * as service from './quotes.public.service';

export async function create(req: Request, res: Response) {
  const idempotency = idempotencyKeyOf(req, req.user ? `quotes:user:${req.user.id}` : 'quotes:visitor');
  const id = await service.createPublicQuote(req.body as PublicQuoteRequest, { userId: req.user?.id, ip: req.ip, idempotency });
  // A bot that filled the honeypot gets the same answer as a person, so it learns nothing.
  res.status(201).json(id === null ? { message: QUOTE_RESPONSES.received } : { message: QUOTE_RESPONSES.received, id });
}
