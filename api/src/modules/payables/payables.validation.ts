import Joi from 'joi';
import {
  carrierInvoiceFileSchema,
  carrierInvoiceSchema,
  carrierPaySettingsSchema,
  listQuerySchema,
  payableAccessorialSchema,
  payableBatchSchema,
  payableHoldSchema,
  payableListSchema,
  payablePaymentSchema,
  payableReleaseSchema,
  payablesDueSchema,
  quickPayRequestSchema,
} from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

const paging = { limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset'), after: listQuerySchema.extract('after') };

/** GET /api/admin/payables: the queue, filtered, newest first. */
export const listPayables = { query: payableListSchema.keys(paging) };
/** The exports take the queue's filters (and no paging: they stream every match). */
export const exportPayables = { query: payableListSchema };
export const dueByWeek = { query: payablesDueSchema };
export const batch = { body: payableBatchSchema };
export const settings = { body: carrierPaySettingsSchema };

export const onePayable = { params: idParamsSchema };
export const approveAccessorial = { params: idParamsSchema, body: payableAccessorialSchema };
export const placeHold = { params: idParamsSchema, body: payableHoldSchema };
export const releaseHold = { params: idParamsSchema, body: payableReleaseSchema };
export const schedule = { params: idParamsSchema, body: Joi.object({}) };
export const recordPayment = { params: idParamsSchema, body: payablePaymentSchema };

/** GET /api/carrier/payables: the carrier's own, newest first. */
export const listOwn = { query: Joi.object(paging) };
export const invoiceFromRateConfirmation = { params: idParamsSchema, body: carrierInvoiceSchema };
export const invoiceFile = { params: idParamsSchema, query: carrierInvoiceFileSchema };
export const requestQuickPay = { params: idParamsSchema, body: quickPayRequestSchema };
