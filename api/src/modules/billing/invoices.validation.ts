import Joi from 'joi';
import { invoiceListSchema, invoicePaymentSchema, invoiceVoidSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

const paging = { limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset'), after: listQuerySchema.extract('after') };

/** GET /api/admin/invoices: every invoice, or those of one status, newest first. */
export const listInvoices = { query: Joi.object({ ...paging, status: invoiceListSchema.extract('status') }) };

/** GET /api/invoices: the caller's own invoices, newest first. */
export const listOwnInvoices = { query: Joi.object(paging) };

export const oneInvoice = { params: idParamsSchema };
export const recordPayment = { params: idParamsSchema, body: invoicePaymentSchema };
export const voidInvoice = { params: idParamsSchema, body: invoiceVoidSchema };
