import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './billing-reports.controller';
import * as schemas from './billing-reports.validation';

/** Staff only: receivables aging (and its CSV), revenue and margin per week, loads' margins, and the invoice exports. */
export const billingReportsRouter = Router();

billingReportsRouter.get('/admin/billing-reports/ar-aging', requireAdmin, validate(schemas.report), controller.arAging);
billingReportsRouter.get('/admin/billing-reports/ar-aging.csv', requireAdmin, validate(schemas.report), controller.arAgingCsv);
billingReportsRouter.get('/admin/billing-reports/weekly-revenue', requireAdmin, validate(schemas.report), controller.weeklyRevenue);
billingReportsRouter.get('/admin/billing-reports/margins', requireAdmin, validate(schemas.margins), controller.margins);
billingReportsRouter.get('/admin/billing-reports/invoices.csv', requireAdmin, validate(schemas.invoicesCsv), controller.invoicesCsv);
billingReportsRouter.get('/admin/billing-reports/invoices-quickbooks.csv', requireAdmin, validate(schemas.quickBooksCsv), controller.quickBooksCsv);
