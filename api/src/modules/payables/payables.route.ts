import { type RequestHandler, Router } from 'express';
import { PAYABLE_MESSAGES } from '@freight/domain';
import { AUTH_REQUIRED, requireAdmin } from '../../core/auth';
import { ApiError } from '../../core/api-error';
import { rawFileBody } from '../../core/file-upload';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as admin from './payables.admin.controller';
import * as carrier from './payables.carrier.controller';
import * as schemas from './payables.validation';

/**
 * A signed-in carrier account, whatever its verification status (a suspended carrier is still paid
 * for loads it hauled): 401 signed out, 403 for any other account, staff included. A carrier reads
 * only its own payables: another's is 404.
 */
const requireCarrier: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, AUTH_REQUIRED);
  if (req.user.accountType !== 'carrier') throw new ApiError(403, PAYABLE_MESSAGES.carriersOnly);
  next();
};

const carrierRouter = Router();
carrierRouter.get('/carrier/payables', requireCarrier, asCompany('pay'), validate(schemas.listOwn), carrier.listOwn);
carrierRouter.get('/carrier/payables/:id', requireCarrier, asCompany('pay'), validate(schemas.onePayable), carrier.showOwn);
carrierRouter.post('/carrier/payables/:id/invoice', requireCarrier, asCompany('pay'), validate(schemas.invoiceFromRateConfirmation), carrier.invoiceFromRateConfirmation);
carrierRouter.post('/carrier/payables/:id/invoice-file', requireCarrier, asCompany('pay'), validate(schemas.invoiceFile), ...rawFileBody(PAYABLE_MESSAGES.invoiceTooLarge), carrier.invoiceFromFile);
carrierRouter.get('/carrier/payables/:id/invoice-file', requireCarrier, asCompany('pay'), validate(schemas.onePayable), carrier.invoiceFile);
carrierRouter.get('/carrier/payables/:id/quick-pay', requireCarrier, asCompany('pay'), validate(schemas.onePayable), carrier.quickPayQuote);
carrierRouter.post('/carrier/payables/:id/quick-pay', requireCarrier, asCompany('pay'), validate(schemas.requestQuickPay), carrier.requestQuickPay);

/** Staff: the queue and its exports, accounts payable by week, the batch, one payable's steps, the settings. Static paths before `:id`. */
const adminRouter = Router();
adminRouter.get('/admin/payables', requireAdmin, validate(schemas.listPayables), admin.list);
adminRouter.get('/admin/payables/export', requireAdmin, validate(schemas.exportPayables), admin.exportCsv);
adminRouter.get('/admin/payables/export/quickbooks', requireAdmin, validate(schemas.exportPayables), admin.exportQuickBooks);
adminRouter.get('/admin/payables/due-by-week', requireAdmin, validate(schemas.dueByWeek), admin.dueByWeek);
adminRouter.post('/admin/payables/batch', requireAdmin, validate(schemas.batch), admin.batch);
adminRouter.get('/admin/payables/:id', requireAdmin, validate(schemas.onePayable), admin.show);
adminRouter.get('/admin/payables/:id/invoice-file', requireAdmin, validate(schemas.onePayable), admin.invoiceFile);
adminRouter.post('/admin/payables/:id/accessorials', requireAdmin, validate(schemas.approveAccessorial), admin.approveAccessorial);
adminRouter.post('/admin/payables/:id/holds', requireAdmin, validate(schemas.placeHold), admin.placeHold);
adminRouter.post('/admin/payables/:id/release', requireAdmin, validate(schemas.releaseHold), admin.releaseHold);
adminRouter.post('/admin/payables/:id/schedule', requireAdmin, validate(schemas.schedule), admin.schedule);
adminRouter.post('/admin/payables/:id/payments', requireAdmin, validate(schemas.recordPayment), admin.recordPayment);
adminRouter.get('/admin/carrier-pay-settings', requireAdmin, admin.getSettings);
adminRouter.put('/admin/carrier-pay-settings', requireAdmin, validate(schemas.settings), admin.saveSettings);

export const payablesRouter = Router();
payablesRouter.use(carrierRouter, adminRouter);
