import { Router } from 'express';
import { INVOICE_MESSAGES } from '@freight/domain';
import { requireAdmin } from '../../core/auth';
import { rawFileBody } from '../../core/file-upload';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as creditNotes from './credit-notes.controller';
import * as lines from './invoice-lines.controller';
import * as invoices from './invoices.controller';
import * as schemas from './invoices.validation';

/** A signed-in customer: their own invoices once sent, and each one's PDF packet (staff: any). */
const customerRouter = Router();
customerRouter.get('/invoices', asCompany('invoices'), validate(schemas.listOwnInvoices), invoices.listOwn);
customerRouter.get('/invoices/:id', asCompany('invoices'), validate(schemas.oneInvoice), invoices.showOwn);
customerRouter.get('/invoices/:id/pdf', asCompany('invoices'), validate(schemas.oneInvoice), invoices.pdf);

/** Staff. */
const adminRouter = Router();
adminRouter.get('/admin/invoices', requireAdmin, validate(schemas.listInvoices), invoices.list);
adminRouter.get('/admin/invoices/:id', requireAdmin, validate(schemas.oneInvoice), invoices.show);
adminRouter.post('/admin/invoices/:id/send', requireAdmin, validate(schemas.oneInvoice), invoices.send);
adminRouter.post('/admin/invoices/:id/payments', requireAdmin, validate(schemas.recordPayment), invoices.recordPayment);
adminRouter.post('/admin/invoices/:id/void', requireAdmin, validate(schemas.voidInvoice), invoices.voidInvoice);
adminRouter.post('/admin/invoices/:id/lines', requireAdmin, validate(schemas.addLine), lines.addLine);
adminRouter.post('/admin/invoices/:id/lines/lumper', requireAdmin, validate(schemas.addLumperLine), ...rawFileBody(INVOICE_MESSAGES.receiptTooLarge), lines.addLumperLine);
adminRouter.delete('/admin/invoices/:id/lines/:lineId', requireAdmin, validate(schemas.removeLine), lines.removeLine);
adminRouter.get('/admin/invoices/:id/lines/:lineId/receipt', requireAdmin, validate(schemas.oneLine), lines.receipt);
adminRouter.post('/admin/invoices/:id/credit-notes', requireAdmin, validate(schemas.issueCreditNote), creditNotes.issue);

export const invoicesRouter = Router();
invoicesRouter.use(customerRouter, adminRouter);
