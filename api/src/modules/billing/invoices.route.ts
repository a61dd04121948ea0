import { Router } from 'express';
import { requireAdmin, requireAuth } from '../../core/auth';
import { validate } from '../../core/validate';
import * as invoices from './invoices.controller';
import * as schemas from './invoices.validation';

/** A signed-in customer: their own invoices once sent (staff: any). */
const customerRouter = Router();
customerRouter.get('/invoices', requireAuth, validate(schemas.listOwnInvoices), invoices.listOwn);
customerRouter.get('/invoices/:id', requireAuth, validate(schemas.oneInvoice), invoices.showOwn);
customerRouter.get('/invoices/:id/pdf', requireAuth, validate(schemas.oneInvoice), invoices.pdf);

/** Staff. */
const adminRouter = Router();
adminRouter.get('/admin/invoices', requireAdmin, validate(schemas.listInvoices), invoices.list);
adminRouter.get('/admin/invoices/:id', requireAdmin, validate(schemas.oneInvoice), invoices.show);
adminRouter.post('/admin/invoices/:id/send', requireAdmin, validate(schemas.oneInvoice), invoices.send);
adminRouter.post('/admin/invoices/:id/payments', requireAdmin, validate(schemas.recordPayment), invoices.recordPayment);
adminRouter.post('/admin/invoices/:id/void', requireAdmin, validate(schemas.voidInvoice), invoices.voidInvoice);

export const invoicesRouter = Router();
invoicesRouter.use(customerRouter, adminRouter);
