import type { Request, Response } from 'express';
import { INVOICE_MESSAGES, type InvoicePaymentInput } from '@freight/domain';
import type { InvoiceStatus } from '@freight/domain/billing';
import { sendList } from '../../core/list';
import { logger } from '../../core/logger';
import { invoicePdfName } from './invoice-pdf';
import { invoiceJson, type InvoiceReader } from './invoice-view';
import * as service from './invoices.service';

const idOf = (req: Request) => Number(req.params.id);
const readerOf = (req: Request): InvoiceReader => (req.user?.isAdmin ? 'staff' : 'customer');
const pageOf = (query: Record<string, unknown>) => ({ offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 100), after: query.after as number | undefined });

export async function list(req: Request, res: Response) {
  const query = req.query as Record<string, unknown>;
  const { items, total } = await service.listInvoices({ status: query.status as InvoiceStatus | undefined }, pageOf(query));
  sendList(res, items.map((invoice) => invoiceJson(invoice, 'staff')), total);
}

export async function show(req: Request, res: Response) {
  res.json(invoiceJson(await service.findInvoice(idOf(req)), 'staff'));
}

export async function send(req: Request, res: Response) {
  const { invoice, sent } = await service.sendInvoice(req.user!, idOf(req));
  res.json({ message: sent ? INVOICE_MESSAGES.sent(invoice.number!) : INVOICE_MESSAGES.alreadySent(invoice.number!), invoice: invoiceJson(invoice, 'staff') });
}

export async function recordPayment(req: Request, res: Response) {
  const { invoice, recorded } = await service.recordPayment(req.user!, idOf(req), req.body as InvoicePaymentInput);
  res.status(recorded ? 201 : 200).json({ message: recorded ? INVOICE_MESSAGES.paymentRecorded : INVOICE_MESSAGES.paymentAlreadyRecorded, invoice: invoiceJson(invoice, 'staff') });
}

export async function voidInvoice(req: Request, res: Response) {
  const invoice = await service.voidInvoice(req.user!, idOf(req), (req.body as { reason: string }).reason);
  res.json({ message: INVOICE_MESSAGES.voided, invoice: invoiceJson(invoice, 'staff') });
}

export async function listOwn(req: Request, res: Response) {
  const { items, total } = await service.listInvoices({ customerId: req.user!.id }, pageOf(req.query as Record<string, unknown>));
  sendList(res, items.map((invoice) => invoiceJson(invoice, readerOf(req))), total);
}

export async function showOwn(req: Request, res: Response) {
  res.json(invoiceJson(await service.visibleInvoice(req.user!, idOf(req)), readerOf(req)));
}

/** The invoice packet: the invoice, the bill of lading, the proof of delivery and any lumper receipts, one PDF. */
export async function pdf(req: Request, res: Response) {
  const started = performance.now();
  const { invoice, pdf: packet } = await service.invoicePacket(req.user!, idOf(req));
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${invoicePdfName(invoice)}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(Buffer.from(packet));
  logger().debug({ event: 'invoice.packet', invoiceId: invoice.id, bytes: packet.length, ms: Math.round(performance.now() - started) }, 'invoice packet sent');
}
