import Joi from 'joi';
import { centsOf } from '../billing/cents';
import { INVOICE_STATUSES } from '../billing/invoice';
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
