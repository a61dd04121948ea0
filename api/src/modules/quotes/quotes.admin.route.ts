import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './quotes.admin.controller';
import * as schemas from './quotes.admin.validation';

/** Mounted beside the public POST /api/quotes: only the GET of that path is the admins' list. */
export const adminQuotesRouter = Router();

adminQuotesRouter.get('/quotes', requireAdmin, validate(schemas.listQuotes), controller.list);
// Before /admin/quotes/:id, which would read "export" as an id.
adminQuotesRouter.get('/admin/quotes/export', requireAdmin, validate(schemas.exportQuotes), controller.exportCsv);
adminQuotesRouter.get('/admin/quotes/:id/document', requireAdmin, validate(schemas.getQuote), controller.document);

adminQuotesRouter
  .route('/admin/quotes/:id')
  .get(requireAdmin, validate(schemas.getQuote), controller.show)
  .patch(requireAdmin, validate(schemas.updateQuote), controller.update)
  .delete(requireAdmin, validate(schemas.deleteQuote), controller.remove);
