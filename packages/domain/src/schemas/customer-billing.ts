import Joi from 'joi';
import { centsOf } from '../billing/cents';
import { CUSTOMER_BILLING_MESSAGES, CUSTOMER_TERMS_DAYS, MAX_CREDIT_LIMIT_CENTS } from '../billing/customer-billing';
import { SHIPMENT_MESSAGES } from '../shipment';

/** A billing email: an address, or '' for the account's own. Kept in lower case, as account emails are. */
export const billingEmailField = () =>
  Joi.string()
    .trim()
    .lowercase()
    .max(254)
    .email({ tlds: { allow: false } })
    .allow('')
    .messages({ '*': CUSTOMER_BILLING_MESSAGES.billingEmailInvalid });

/** A credit limit as staff type it ("50,000.00", "$75,000"): at least $0.00, at most MAX_CREDIT_LIMIT_CENTS; '' for the default. */
const creditLimit = () =>
  Joi.string()
    .trim()
    .max(30)
    .allow('')
    .required()
    .custom((value: string, helpers) => {
      if (value === '') return value;
      const cents = centsOf(value);
      if (cents === null) return helpers.error('limit.invalid');
      if (cents < 0) return helpers.error('limit.negative');
      if (cents > MAX_CREDIT_LIMIT_CENTS) return helpers.error('limit.tooLarge');
      return value;
    })
    .messages({
      '*': CUSTOMER_BILLING_MESSAGES.creditLimitInvalid,
      'limit.negative': CUSTOMER_BILLING_MESSAGES.creditLimitNegative,
      'limit.tooLarge': CUSTOMER_BILLING_MESSAGES.creditLimitTooLarge,
    });

/** PUT /api/admin/users/:id/billing: every setting of a customer, as staff's form sends them. */
export const customerBillingSchema = Joi.object({
  billingEmail: billingEmailField().required(),
  invoiceOnPod: Joi.boolean().strict().required().messages({ '*': CUSTOMER_BILLING_MESSAGES.invoiceOnPod }),
  termsDays: Joi.number().integer().min(CUSTOMER_TERMS_DAYS.min).max(CUSTOMER_TERMS_DAYS.max).required().messages({ '*': CUSTOMER_BILLING_MESSAGES.termsDays }),
  creditLimit: creditLimit(),
});

/** POST /api/admin/shipments/:id/booking/refuse: why (kept for staff; the customer reads a plain sentence). */
export const bookingRefusalSchema = Joi.object({
  reason: Joi.string().trim().min(3).max(500).required().messages({ '*': SHIPMENT_MESSAGES.refusalReason }),
});
