import Joi from 'joi';
import { centsOf } from '../billing/cents';
import { INVOICE_STATUSES } from '../billing/invoice';
import { ADDED_LINE_KINDS } from '../billing/invoice-lines';
import { BILLING_MESSAGES } from '../billing/messages';
import { INVOICE_MESSAGES, PAYMENT_METHODS } from '../invoices';
import { easternDate, isCalendarDate } from '../offer';
import { requiredChoice, requiredText } from './helpers';

/** Money as typed: anything centsOf reads ("1,250.00", "$980", "0.5"); whether it may be paid is billing's rule. */
const amount = () =>
  Joi.string()
    .trim()
    .max(30)
    .required()
    .custom((value: string) => {
      if (centsOf(value) === null) throw new Error(INVOICE_MESSAGES.amountInvalid);
      return value;
    })
    .messages({ '*': INVOICE_MESSAGES.amountInvalid });

/** A real calendar date, not after today in Eastern time. */
const receivedOn = () =>
  Joi.string()
    .trim()
    .required()
    .custom((value: string, helpers) => {
      if (!isCalendarDate(value)) throw new Error(INVOICE_MESSAGES.receivedOnInvalid);
      return value > easternDate() ? helpers.error('date.future') : value;
    })
    .messages({ '*': INVOICE_MESSAGES.receivedOnInvalid, 'date.future': INVOICE_MESSAGES.receivedOnFuture });

/** POST /api/admin/invoices/:id/payments: a payment received, as staff type it from the check or the bank. */
export const invoicePaymentSchema = Joi.object({
  amount: amount(),
  receivedOn: receivedOn(),
  method: requiredChoice(PAYMENT_METHODS, INVOICE_MESSAGES.methodInvalid),
  reference: requiredText(BILLING_MESSAGES.paymentReference, 100),
});

/** POST /api/admin/invoices/:id/void: why. */
export const invoiceVoidSchema = Joi.object({
  reason: Joi.string().trim().min(3).max(500).required().messages({ '*': INVOICE_MESSAGES.voidReason }),
});

/** GET /api/admin/invoices: one status, or every invoice. */
export const invoiceListSchema = Joi.object({
  status: Joi.string().valid(...INVOICE_STATUSES, ''),
});

/** The invoice's version a change was made on (see InvoiceView.version). */
const version = () => Joi.number().integer().min(0).required().messages({ '*': INVOICE_MESSAGES.versionMissing });
const lineDescription = () => requiredText(BILLING_MESSAGES.lineDescription, 200);

/** Staff's form for a line on a ready invoice: every kind staff add (a lumper's receipt goes with it). */
export const invoiceLineFormSchema = Joi.object({
  kind: requiredChoice(ADDED_LINE_KINDS, INVOICE_MESSAGES.lineKindChoose),
  description: lineDescription(),
  amount: amount(),
});

/** POST /api/admin/invoices/:id/lines: a line without a file (a lumper's comes with its receipt). */
export const invoiceLineSchema = Joi.object({
  kind: requiredChoice(ADDED_LINE_KINDS.filter((kind) => kind !== 'lumper'), INVOICE_MESSAGES.lineKindInvalid),
  description: lineDescription(),
  amount: amount(),
  version: version(),
});

/** POST /api/admin/invoices/:id/lines/lumper: the line's fields in the query, the receipt as the body. */
export const lumperLineSchema = Joi.object({ description: lineDescription(), amount: amount(), version: version() });

/** DELETE /api/admin/invoices/:id/lines/:lineId: the version the line was seen on. */
export const invoiceVersionSchema = Joi.object({ version: version() });

/** POST /api/admin/invoices/:id/credit-notes. */
export const creditNoteSchema = Joi.object({
  amount: amount(),
  reason: Joi.string().trim().min(3).max(500).required().messages({ '*': INVOICE_MESSAGES.creditReasonInvalid }),
});
