import Joi from 'joi';
import { isCalendarDate } from '@freight/domain';
import { INVOICE_STATUSES, MAX_MARGIN_LOADS, REPORT_MESSAGES } from '@freight/domain/billing';

/** "12,40,7": distinct positive ids, at most MAX_MARGIN_LOADS, as numbers. */
const shipmentIds = () =>
  Joi.string()
    .trim()
    .required()
    .custom((value: string) => {
      const parts = value.split(',').map((part) => part.trim());
      if (parts.length > MAX_MARGIN_LOADS || !parts.every((part) => /^[1-9][0-9]{0,14}$/.test(part))) throw new Error(REPORT_MESSAGES.shipmentIds);
      return [...new Set(parts.map(Number))];
    })
    .messages({ '*': REPORT_MESSAGES.shipmentIds });

const date = () =>
  Joi.string()
    .trim()
    .allow('')
    .custom((value: string) => {
      if (value && !isCalendarDate(value)) throw new Error(REPORT_MESSAGES.exportDate);
      return value || undefined;
    })
    .messages({ '*': REPORT_MESSAGES.exportDate });

/** An invoice date range, both ends optional and included; the start not after the end. */
const dateRange = { from: date(), to: date() };
const inOrder = (value: { from?: string; to?: string }, helpers: Joi.CustomHelpers) => (value.from && value.to && value.from > value.to ? helpers.error('range.order') : value);
const ranged = (keys: Joi.PartialSchemaMap) => Joi.object(keys).custom(inOrder).messages({ 'range.order': REPORT_MESSAGES.exportRange });

/** GET /api/admin/billing-reports/margins?shipmentIds=12,40 */
export const margins = { query: Joi.object({ shipmentIds: shipmentIds() }) };

/** GET /api/admin/billing-reports/invoices.csv: the Billing tab's status filter, and an invoice date range. */
export const invoicesCsv = {
  query: ranged({ ...dateRange, status: Joi.string().valid(...INVOICE_STATUSES, '').messages({ '*': REPORT_MESSAGES.exportStatus }) }),
};

/** GET /api/admin/billing-reports/invoices-quickbooks.csv: an invoice date range. */
export const quickBooksCsv = { query: ranged(dateRange) };

/** The reports take no parameters. */
export const report = { query: Joi.object({}) };
