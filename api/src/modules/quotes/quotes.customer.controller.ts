import type { Request, Response } from 'express';
import { type CustomerQuoteRequest, OFFER_MESSAGES, QUOTE_RESPONSES, type QuoteAcceptance, type QuoteDeclining, quoteReference } from '@freight/domain';
import { clientIp } from '../../core/rate-limit/rate-limiter';
import { sendQuoteDocument } from './quote-document.controller';
import { idempotencyKeyOf } from '../../core/idempotency-key';
import { sendList } from '../../core/list';
import * as service from './quotes.customer.service';

export async function create(req: Request, res: Response) {
  const idempotency = idempotencyKeyOf(req, `customer-quotes:user:${req.user!.id}`);
  const id = await service.createCustomerQuote(req.user!, req.body as CustomerQuoteRequest, idempotency);
  res.status(201).json({ message: QUOTE_RESPONSES.received, id });
}

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listCustomerQuotes(req.user!.id, req.query as unknown as service.CustomerQuoteQuery);
  sendList(res, items, total);
}

const idOf = (req: Request) => Number(req.params.id);

export async function accept(req: Request, res: Response) {
  const quote = await service.acceptQuote(req.user!, idOf(req), req.body as QuoteAcceptance, clientIp(req));
  res.json({ message: OFFER_MESSAGES.accepted(quoteReference(quote.id)), quote: service.forCustomer(quote) });
}

export async function decline(req: Request, res: Response) {
  const quote = await service.declineQuote(req.user!, idOf(req), req.body as QuoteDeclining, clientIp(req));
  res.json({ message: OFFER_MESSAGES.declined(quoteReference(quote.id)), quote: service.forCustomer(quote) });
}

export async function document(req: Request, res: Response) {
  const quote = await service.ownQuote(req.user!.id, idOf(req));
  sendQuoteDocument(res, quote);
}

export async function booking(req: Request, res: Response) {
  res.json(await service.bookingPrefill(req.user!.id, idOf(req)));
}
