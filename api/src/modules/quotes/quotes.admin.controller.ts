import type { Request, Response } from 'express';
import type { AdminQuoteUpdate } from '@freight/domain';
import { datedName, sendCsv } from '../../core/csv';
import { sendList } from '../../core/list';
import { sendQuoteDocument } from './quote-document.controller';
import { quoteColumns } from './quotes.export';
import { quoteEmails } from '../mail/mail.service';
import * as service from './quotes.admin.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listQuotes(req.query as unknown as service.QuoteListQuery);
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

/** The list as CSV, with the list's filters and search applied. */
export async function exportCsv(req: Request, res: Response) {
  const filter = req.query as unknown as service.QuoteListQuery;
  await sendCsv(res, datedName('quotes'), quoteColumns(), service.matchingQuotes(filter), await service.countQuotes(filter));
}

/** The emails recorded for one quote, whether or not the demo mailbox is on. */
export async function emails(req: Request, res: Response) {
  const quote = await service.getQuote(idOf(req));
  res.json(await quoteEmails(quote.id));
}

export async function document(req: Request, res: Response) {
  const quote = await service.getQuote(idOf(req));
  sendQuoteDocument(res, quote);
}
