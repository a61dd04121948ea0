import { easternDate, PAYABLE_MESSAGES, type QuickPayQuote } from '@freight/domain';
import { PAYABLE_STATUS_LABELS, payableAmount, quickPay, quickPayRefusal } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { checkUpload, safeFileName } from '../../core/file-upload';
import { logger } from '../../core/logger';
import { type CarrierInvoiceRecord, carrierPaySettings, files, type PageRequest, payables, type StoredPayable } from '../../store';
import { refreshed } from './payable-facts';

/** The invoice's words for the site's upload rules (core/file-upload); only a PDF is taken. */
export const INVOICE_UPLOAD_MESSAGES = { empty: PAYABLE_MESSAGES.invoiceEmpty, tooLarge: PAYABLE_MESSAGES.invoiceTooLarge, wrongType: PAYABLE_MESSAGES.invoiceNotPdf };

export const listOwnPayables = (carrierId: number, page: PageRequest) => payables.listForCarrier(carrierId, page);

/** One of the carrier's own payables; any other (another carrier's, or none) is 404. */
export async function ownPayable(carrierId: number, id: number): Promise<StoredPayable> {
  const payable = await payables.find(id);
  if (!payable || payable.carrierId !== carrierId) throw new ApiError(404, PAYABLE_MESSAGES.notFound);
  return payable;
}

/** Once scheduled, the invoice a payment run pays against stays as it is. */
function mustTakeInvoice(payable: StoredPayable): void {
  if (payable.status === 'scheduled' || payable.status === 'paid') throw new ApiError(409, PAYABLE_MESSAGES.invoiceLocked(PAYABLE_STATUS_LABELS[payable.status].toLowerCase()));
}

/** Saves the carrier's invoice on its payable (which may make it ready to pay); a file it replaces is removed after. */
async function saveInvoice(payable: StoredPayable, invoice: CarrierInvoiceRecord): Promise<StoredPayable> {
  const previous = payable.carrierInvoice?.file?.fileId;
  const saved = await onConflict(payables.save(await refreshed({ ...payable, carrierInvoice: invoice })), PAYABLE_MESSAGES.changedMeanwhile);
  if (previous && previous !== invoice.file?.fileId) await files.remove(previous).catch((err: unknown) => logger().warn({ err, fileId: previous }, 'old carrier invoice left behind'));
  logger().info({ event: 'payable.invoice_received', payableId: payable.id, method: invoice.method, status: saved.status }, 'carrier invoice received');
  return saved;
}

/**
 * One click: the signed rate confirmation is the invoice, numbered as the load and dated today.
 * Sent again, it changes nothing (`submitted` false).
 */
export async function invoiceFromRateConfirmation(carrierId: number, id: number, now = new Date()): Promise<{ payable: StoredPayable; submitted: boolean }> {
  const payable = await ownPayable(carrierId, id);
  if (payable.carrierInvoice?.method === 'rate-confirmation') return { payable, submitted: false };
  mustTakeInvoice(payable);
  const invoice: CarrierInvoiceRecord = { method: 'rate-confirmation', number: payable.shipmentNumber, invoiceDate: easternDate(now), submittedAt: now, file: null };
  return { payable: await saveInvoice(payable, invoice), submitted: true };
}

/**
 * The carrier's own invoice: a PDF (its first bytes say so, never its name) of at most 10 MB, with
 * its number and date. The file is stored first; a refused save removes it again.
 */
export async function invoiceFromFile(carrierId: number, id: number, data: unknown, details: { number: string; invoiceDate: string }, givenName: string | undefined, now = new Date()) {
  const kind = checkUpload(data, INVOICE_UPLOAD_MESSAGES);
  if (kind.type !== 'application/pdf') throw new ApiError(415, PAYABLE_MESSAGES.invoiceNotPdf);
  const payable = await ownPayable(carrierId, id);
  mustTakeInvoice(payable);
  const info = await files.put(`payables:${payable.id}:invoice`, safeFileName(givenName, `invoice-${payable.shipmentNumber}`, kind.extension), kind.type, data as Buffer, now);
  const invoice: CarrierInvoiceRecord = { method: 'upload', number: details.number.trim(), invoiceDate: details.invoiceDate, submittedAt: now, file: { ...info, uploadedAt: new Date(info.uploadedAt) } };
  try {
    return await saveInvoice(payable, invoice);
  } catch (error) {
    await files.remove(info.fileId).catch(() => undefined);
    throw error;
  }
}

/** The uploaded invoice's file; 404 when the payable has none. */
export async function invoiceFileOf(payable: StoredPayable) {
  const file = payable.carrierInvoice?.file ? await files.read(payable.carrierInvoice.file.fileId) : null;
  if (!file) throw new ApiError(404, PAYABLE_MESSAGES.invoiceFileMissing);
  return file;
}

/** What quick pay costs on this payable today: the fee at the staff's percentage (or as fixed when it was asked for), the net, and when it would be paid. */
async function quoteOf(payable: StoredPayable, now: Date): Promise<QuickPayQuote> {
  const refusal = quickPayRefusal(payable.status);
  if (refusal) throw new ApiError(409, refusal);
  const amountCents = payableAmount(payable.rateConfirmationCents, payable.accessorials);
  const feePercent = payable.quickPay?.feePercent ?? (await carrierPaySettings.get()).quickPayFeePercent;
  const quote = quickPay(amountCents, feePercent, easternDate(now));
  const feeCents = payable.quickPay?.feeCents ?? quote.feeCents;
  return { feePercent, amountCents, feeCents, netCents: amountCents - feeCents, payBy: quote.payBy };
}

export async function quickPayQuote(carrierId: number, id: number, now = new Date()): Promise<QuickPayQuote> {
  return quoteOf(await ownPayable(carrierId, id), now);
}

/**
 * The carrier asks for quick pay, confirming the fee it was shown: the fee and its percentage are
 * fixed on the payable from then on. A fee that changed since it was shown is refused with the new
 * one; asked again, nothing changes (`requested` false); once scheduled or paid it is too late.
 */
export async function requestQuickPay(carrierId: number, id: number, shownFeeCents: number, now = new Date()): Promise<{ payable: StoredPayable; quote: QuickPayQuote; requested: boolean }> {
  const payable = await ownPayable(carrierId, id);
  const quote = await quoteOf(payable, now);
  if (payable.quickPay) return { payable, quote, requested: false };
  if (quote.feeCents !== shownFeeCents) throw new ApiError(409, PAYABLE_MESSAGES.quickPayFeeChanged(quote.feeCents));
  const quickPayFacts = { requestedAt: now, requestedOn: easternDate(now), feePercent: quote.feePercent, feeCents: quote.feeCents };
  const saved = await onConflict(payables.save(await refreshed({ ...payable, quickPay: quickPayFacts })), PAYABLE_MESSAGES.changedMeanwhile);
  logger().info({ event: 'payable.quick_pay_requested', payableId: id, feeCents: quote.feeCents, feePercent: quote.feePercent }, 'quick pay requested');
  return { payable: saved, quote, requested: true };
}
