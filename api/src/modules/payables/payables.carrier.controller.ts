import type { Request, Response } from 'express';
import { PAYABLE_MESSAGES } from '@freight/domain';
import { sendStoredFile } from '../../core/file-upload';
import { sendList } from '../../core/list';
import { payableJson } from './payable-view';
import * as service from './payables.carrier.service';

const idOf = (req: Request) => Number(req.params.id);
const carrierOf = (req: Request) => req.user!.id;

export async function listOwn(req: Request, res: Response) {
  const query = req.query as Record<string, unknown>;
  const { items, total } = await service.listOwnPayables(carrierOf(req), { offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 100), after: query.after as number | undefined });
  sendList(res, items.map((payable) => payableJson(payable, 'carrier')), total);
}

export async function showOwn(req: Request, res: Response) {
  res.json(payableJson(await service.ownPayable(carrierOf(req), idOf(req)), 'carrier'));
}

export async function invoiceFromRateConfirmation(req: Request, res: Response) {
  const { payable, submitted } = await service.invoiceFromRateConfirmation(carrierOf(req), idOf(req));
  res.status(submitted ? 201 : 200).json({ message: PAYABLE_MESSAGES.invoiceSubmitted(payable.shipmentNumber), payable: payableJson(payable, 'carrier') });
}

export async function invoiceFromFile(req: Request, res: Response) {
  const details = req.query as unknown as { number: string; invoiceDate: string };
  const payable = await service.invoiceFromFile(carrierOf(req), idOf(req), req.body, details, req.get('x-file-name'));
  res.status(201).json({ message: PAYABLE_MESSAGES.invoiceSubmitted(payable.shipmentNumber), payable: payableJson(payable, 'carrier') });
}

export async function invoiceFile(req: Request, res: Response) {
  sendStoredFile(res, await service.invoiceFileOf(await service.ownPayable(carrierOf(req), idOf(req))));
}

export async function quickPayQuote(req: Request, res: Response) {
  res.json(await service.quickPayQuote(carrierOf(req), idOf(req)));
}

export async function requestQuickPay(req: Request, res: Response) {
  const { payable, quote, requested } = await service.requestQuickPay(carrierOf(req), idOf(req), (req.body as { feeCents: number }).feeCents);
  const message = requested ? PAYABLE_MESSAGES.quickPayRequested(quote.netCents, quote.feeCents) : PAYABLE_MESSAGES.quickPayAlreadyRequested;
  res.status(requested ? 201 : 200).json({ message, payable: payableJson(payable, 'carrier') });
}
