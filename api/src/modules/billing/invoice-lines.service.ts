import { INVOICE_MESSAGES, type InvoiceLineInput } from '@freight/domain';
import { centsOf, type InvoiceLine, isStateProblem, lineAdditionProblem, lineRemovalProblem } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { checkUpload, safeFileName } from '../../core/file-upload';
import { logger } from '../../core/logger';
import { files, invoices, type StoredInvoice } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { type Actor, findInvoice, staffOf } from './invoices.service';

/** A lumper receipt's words for the site's upload rules (core/file-upload). */
export const RECEIPT_UPLOAD_MESSAGES = { empty: INVOICE_MESSAGES.receiptEmpty, tooLarge: INVOICE_MESSAGES.receiptTooLarge, wrongType: INVOICE_MESSAGES.receiptWrongType };

/** The uploaded receipt of a lumper line: the raw file and the name the browser gave it. */
export interface ReceiptUpload {
  data: unknown;
  fileName: string | undefined;
}

type StoredLine = StoredInvoice['lines'][number];

/** Removes a file no line points at any more; a failure only leaves it behind (logged). */
const dropFile = (fileId: string, why: string) => files.remove(fileId).catch((err: unknown) => logger().warn({ err, fileId }, why));

/**
 * The order of refusals: the invoice's state (409: sent, void), then the version staff saw (409:
 * changed since), then the line itself (400): a sent invoice is refused as sent, not as "changed".
 */
function refuse(invoice: StoredInvoice, version: number, problem: string | null): void {
  if (problem && isStateProblem(problem)) throw new ApiError(409, problem);
  if (invoice.__v !== version) throw new ApiError(409, INVOICE_MESSAGES.changedMeanwhile);
  if (problem) throw new ApiError(400, problem);
}

async function saveLines(actor: Actor, invoice: StoredInvoice, lines: StoredLine[], action: string, line: InvoiceLine): Promise<StoredInvoice> {
  const saved = await onConflict(invoices.saveLines(invoice, lines), INVOICE_MESSAGES.changedMeanwhile);
  await recordAudit({ actor, action, entity: 'invoice', entityId: invoice.id, after: { kind: line.kind, description: line.description, amountCents: line.amountCents } });
  logger().info({ event: `invoice.${action}`, invoiceId: invoice.id, kind: line.kind, amountCents: line.amountCents, userId: actor.id }, 'invoice lines changed');
  return saved;
}

/**
 * Staff add a line they approve to a ready invoice, saved at the version they saw: detention,
 * layover, an adjustment (which may take money off, never the total to $0.00 or below), or a lumper
 * with its receipt (a PDF, JPEG or PNG recognized by its content, stored before the line is saved
 * and removed again if the save is refused). Once sent, an invoice is never edited (409).
 */
export async function addLine(actor: Actor, id: number, input: InvoiceLineInput, receipt?: ReceiptUpload): Promise<{ invoice: StoredInvoice; line: InvoiceLine }> {
  const kind = receipt ? checkUpload(receipt.data, RECEIPT_UPLOAD_MESSAGES) : null;
  const invoice = await findInvoice(id);
  const line: InvoiceLine = { kind: input.kind, description: input.description.trim(), amountCents: centsOf(input.amount)! };
  refuse(invoice, input.version, lineAdditionProblem(invoice.status, invoice.lines, line));

  const added: StoredLine = { ...line, id: await invoices.newLineId(), addedBy: staffOf(actor), addedAt: new Date() };
  if (kind) {
    const name = safeFileName(receipt!.fileName, `lumper-receipt-${invoice.id}`, kind.extension);
    const info = await files.put(`invoices:${invoice.id}:receipt`, name, kind.type, receipt!.data as Buffer);
    added.receipt = { ...info, uploadedAt: new Date(info.uploadedAt) };
  }
  try {
    return { invoice: await saveLines(actor, invoice, [...invoice.lines, added], 'add-line', line), line };
  } catch (err) {
    if (added.receipt) await dropFile(added.receipt.fileId, 'refused lumper receipt left behind');
    throw err;
  }
}

/** Staff take a line they added off a ready invoice, at the version they saw (a lumper's receipt goes with it). */
export async function removeLine(actor: Actor, id: number, lineId: number, version: number): Promise<{ invoice: StoredInvoice; line: InvoiceLine }> {
  const invoice = await findInvoice(id);
  const index = invoice.lines.findIndex((line) => line.id === lineId);
  const problem = lineRemovalProblem(invoice.status, invoice.lines, index);
  if (index < 0 && !(problem && isStateProblem(problem))) throw new ApiError(404, INVOICE_MESSAGES.lineNotFound);
  refuse(invoice, version, problem);

  const removed = invoice.lines[index];
  const saved = await saveLines(actor, invoice, invoice.lines.filter((_, i) => i !== index), 'remove-line', removed);
  if (removed.receipt) await dropFile(removed.receipt.fileId, 'removed lumper receipt left behind');
  return { invoice: saved, line: removed };
}

/** A line's receipt file (staff), 404 when the line or its receipt is not there. */
export async function lineReceipt(id: number, lineId: number) {
  const invoice = await findInvoice(id);
  const receipt = invoice.lines.find((line) => line.id === lineId)?.receipt;
  const file = receipt ? await files.read(receipt.fileId) : null;
  if (!file) throw new ApiError(404, INVOICE_MESSAGES.noReceipt);
  return file;
}
