import Joi from 'joi';
import { centsOf } from '../billing/cents';
import { PAYABLE_STATUSES, PAYABLE_HOLD_REASONS } from '../billing/payable';
import { PAYABLE_ACCESSORIAL_KINDS } from '../billing/payable-money';
import { BILLING_MESSAGES } from '../billing/messages';
import { PAYMENT_METHODS } from '../invoices';
import { easternDate, isCalendarDate } from '../offer';
import {
  DUE_WEEKS_DEFAULT,
  DUE_WEEKS_MAX,
  MAX_CARRIER_TERMS_DAYS,
  MAX_QUICK_PAY_FEE_PERCENT,
  PAYABLE_BATCH_ACTIONS,
  PAYABLE_BATCH_MAX,
  PAYABLE_MESSAGES,
} from '../payables';
import { requiredChoice, requiredText } from './helpers';

/** Money as typed: anything centsOf reads; whether it may be paid is billing's rule. */
const amount = () =>
  Joi.string()
    .trim()
    .max(30)
    .required()
    .custom((value: string) => {
      if (centsOf(value) === null) throw new Error(PAYABLE_MESSAGES.amountInvalid);
      return value;
    })
    .messages({ '*': PAYABLE_MESSAGES.amountInvalid });

/** A real calendar date, not after today in Eastern time. */
const pastDate = (invalid: string, future: string) =>
  Joi.string()
    .trim()
    .required()
    .custom((value: string, helpers) => {
      if (!isCalendarDate(value)) throw new Error(invalid);
      return value > easternDate() ? helpers.error('date.future') : value;
    })
    .messages({ '*': invalid, 'date.future': future });

/** POST /api/admin/payables/:id/accessorials: a line staff approve (detention, lumper, layover). */
export const payableAccessorialSchema = Joi.object({
  kind: requiredChoice(PAYABLE_ACCESSORIAL_KINDS, PAYABLE_MESSAGES.accessorialKindInvalid),
  description: requiredText(PAYABLE_MESSAGES.accessorialDescription, 200),
  amount: amount(),
});

/** POST /api/admin/payables/:id/holds: why, and what is needed. */
export const payableHoldSchema = Joi.object({
  reason: requiredChoice(PAYABLE_HOLD_REASONS, PAYABLE_MESSAGES.holdReasonInvalid),
  note: Joi.string().trim().min(3).max(500).required().messages({ '*': PAYABLE_MESSAGES.holdNote }),
});

/** POST /api/admin/payables/:id/release: the hold to release. */
export const payableReleaseSchema = Joi.object({
  reason: requiredChoice(PAYABLE_HOLD_REASONS, PAYABLE_MESSAGES.holdReasonInvalid),
});

const paymentFields = {
  paidOn: pastDate(PAYABLE_MESSAGES.paidOnInvalid, PAYABLE_MESSAGES.paidOnFuture),
  method: requiredChoice(PAYMENT_METHODS, PAYABLE_MESSAGES.methodInvalid),
  reference: requiredText(BILLING_MESSAGES.paymentReference, 100),
};

/** POST /api/admin/payables/:id/payments: a payment made to the carrier. */
export const payablePaymentSchema = Joi.object({ amount: amount(), ...paymentFields });

/** POST /api/admin/payables/batch: schedule several, or pay each its balance in one payment run. */
export const payableBatchSchema = Joi.object({
  action: requiredChoice(PAYABLE_BATCH_ACTIONS, PAYABLE_MESSAGES.batchActionInvalid),
  ids: Joi.array()
    .items(Joi.number().integer().min(1))
    .min(1)
    .max(PAYABLE_BATCH_MAX)
    .required()
    .custom((ids: number[]) => {
      if (new Set(ids).size !== ids.length) throw new Error(PAYABLE_MESSAGES.batchIdsInvalid);
      return ids;
    })
    .messages({ '*': PAYABLE_MESSAGES.batchIdsInvalid }),
  paidOn: Joi.when('action', { is: 'pay', then: paymentFields.paidOn, otherwise: Joi.forbidden() }),
  method: Joi.when('action', { is: 'pay', then: paymentFields.method, otherwise: Joi.forbidden() }),
  reference: Joi.when('action', { is: 'pay', then: paymentFields.reference, otherwise: Joi.forbidden() }),
});

/** PUT /api/admin/carrier-pay-settings. */
export const carrierPaySettingsSchema = Joi.object({
  quickPayFeePercent: Joi.number()
    .min(0)
    .max(MAX_QUICK_PAY_FEE_PERCENT)
    .required()
    .custom((value: number) => {
      if (Math.round(value * 100) / 100 !== value) throw new Error(PAYABLE_MESSAGES.feePercentInvalid);
      return value;
    })
    .messages({ '*': PAYABLE_MESSAGES.feePercentInvalid }),
  carrierTermsDays: Joi.number().integer().min(0).max(MAX_CARRIER_TERMS_DAYS).required().messages({ '*': PAYABLE_MESSAGES.termsDaysInvalid }),
});

const yesNo = () => Joi.boolean().truthy('true').falsy('false').messages({ '*': PAYABLE_MESSAGES.filterInvalid });

/** GET /api/admin/payables (and its exports): the queue's filters. */
export const payableListSchema = Joi.object({
  status: Joi.string().valid(...PAYABLE_STATUSES, ''),
  carrierId: Joi.number().integer().min(1),
  quickPay: yesNo(),
  onHold: yesNo(),
});

/** GET /api/admin/payables/due-by-week. */
export const payablesDueSchema = Joi.object({
  weeks: Joi.number().integer().min(1).max(DUE_WEEKS_MAX).default(DUE_WEEKS_DEFAULT).messages({ '*': PAYABLE_MESSAGES.weeksInvalid }),
});

/** POST /api/carrier/payables/:id/invoice: one click from the rate confirmation. */
export const carrierInvoiceSchema = Joi.object({
  method: Joi.string().valid('rate-confirmation').required().messages({ '*': PAYABLE_MESSAGES.invoiceMethodInvalid }),
});

/** POST /api/carrier/payables/:id/invoice-file?number=…&invoiceDate=…: the carrier's own invoice, its PDF as the body. */
export const carrierInvoiceFileSchema = Joi.object({
  number: Joi.string()
    .trim()
    .max(40)
    .pattern(/^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/)
    .required()
    .messages({ '*': PAYABLE_MESSAGES.invoiceNumberInvalid }),
  invoiceDate: pastDate(PAYABLE_MESSAGES.invoiceDateInvalid, PAYABLE_MESSAGES.invoiceDateFuture),
});

/** POST /api/carrier/payables/:id/quick-pay: the fee the carrier was shown, in cents. */
export const quickPayRequestSchema = Joi.object({
  feeCents: Joi.number().integer().min(0).required().messages({ '*': PAYABLE_MESSAGES.quickPayFeeInvalid }),
});
