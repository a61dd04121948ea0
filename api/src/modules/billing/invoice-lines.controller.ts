import type { Request, Response } from 'express';
import { INVOICE_MESSAGES, type InvoiceLineInput } from '@freight/domain';
import { INVOICE_LINE_LABELS } from '@freight/domain/billing';
import { sendStoredFile } from '../../core/file-upload';
import * as lines from './invoice-lines.service';
import { invoiceJson } from './invoice-view';

const idOf = (req: Request) => Number(req.params.id);
const lineIdOf = (req: Request) => Number(req.params.lineId);

export async function addLine(req: Request, res: Response) {
  const { invoice, line } = await lines.addLine(req.user!, idOf(req), req.body as InvoiceLineInput);
  res.status(201).json({ message: INVOICE_MESSAGES.lineAdded(INVOICE_LINE_LABELS[line.kind]), invoice: invoiceJson(invoice, 'staff') });
}

/** A lumper line: its fields in the query, its receipt the raw body (application/octet-stream, the name in X-File-Name). */
export async function addLumperLine(req: Request, res: Response) {
  const fields = req.query as unknown as Omit<InvoiceLineInput, 'kind'>;
  const { invoice, line } = await lines.addLine(req.user!, idOf(req), { ...fields, kind: 'lumper' }, { data: req.body, fileName: req.get('x-file-name') });
  res.status(201).json({ message: INVOICE_MESSAGES.lineAdded(INVOICE_LINE_LABELS[line.kind]), invoice: invoiceJson(invoice, 'staff') });
}

export async function removeLine(req: Request, res: Response) {
  const { version } = req.query as unknown as { version: number };
  const { invoice, line } = await lines.removeLine(req.user!, idOf(req), lineIdOf(req), version);
  res.json({ message: INVOICE_MESSAGES.lineRemoved(INVOICE_LINE_LABELS[line.kind]), invoice: invoiceJson(invoice, 'staff') });
}

export async function receipt(req: Request, res: Response) {
  sendStoredFile(res, await lines.lineReceipt(idOf(req), lineIdOf(req)));
}
