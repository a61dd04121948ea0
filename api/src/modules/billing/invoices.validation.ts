import Joi from 'joi';
import { creditNoteSchema, invoiceLineSchema, invoiceListSchema, invoicePaymentSchema, invoiceVersionSchema, invoiceVoidSchema, listQuerySchema, lumperLineSchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

const paging = { limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset'), after: listQuerySchema.extract('after') };

/** `:id/lines/:lineId`: both canonical positive integers, like every id. */
const lineParams = idParamsSchema.keys({ lineId: idParamsSchema.extract('id') });

/** GET /api/admin/invoices: every invoice, or those of one status, newest first. */
export const listInvoices = { query: Joi.object({ ...paging, status: invoiceListSchema.extract('status') }) };

/** GET /api/invoices: the caller's own invoices, newest first. */
export const listOwnInvoices = { query: Joi.object(paging) };

export const oneInvoice = { params: idParamsSchema };
export const recordPayment = { params: idParamsSchema, body: invoicePaymentSchema };
export const voidInvoice = { params: idParamsSchema, body: invoiceVoidSchema };

/** Lines on a ready invoice: added (a lumper's with its receipt as the body), removed, a receipt read. */
export const addLine = { params: idParamsSchema, body: invoiceLineSchema };
export const addLumperLine = { params: idParamsSchema, query: lumperLineSchema };
export const removeLine = { params: lineParams, query: invoiceVersionSchema };
export const oneLine = { params: lineParams };

export const issueCreditNote = { params: idParamsSchema, body: creditNoteSchema };
