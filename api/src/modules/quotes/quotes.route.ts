import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { clientIp, createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as adminQuotes from './quotes.admin.controller';
import * as customerQuotes from './quotes.customer.controller';
import * as publicQuotes from './quotes.public.controller';
import * as schemas from './quotes.validation';

// Visitors are counted per address (RATE_LIMIT_QUOTE_IP an hour); signed-in customers are known and not limited here.
const visitorQuotesPerIp = createRateLimiter({
  name: 'quote-ip',
  rule: (config) => config.rateLimits.quoteIp,
  key: (req) => (req.user ? undefined : clientIp(req)),
});

/** Anyone: the landing page's quote form. */
const publicRouter = Router();

publicRouter.post('/quotes', visitorQuotesPerIp, validate(schemas.createQuote), publicQuotes.create);

/** A signed-in customer: their own quotes, the decision on an offer, and its document. */
const customerRouter = Router();

customerRouter
  .route('/customer-quotes')
  .post(asCompany('quotes'), validate(schemas.createCustomerQuote), customerQuotes.create)
  .get(asCompany('quotes'), validate(schemas.listCustomerQuotes), customerQuotes.list);

customerRouter.post('/customer-quotes/:id/accept', asCompany('quotes'), validate(schemas.acceptQuote), customerQuotes.accept);
customerRouter.post('/customer-quotes/:id/decline', asCompany('quotes'), validate(schemas.declineQuote), customerQuotes.decline);
customerRouter.get('/customer-quotes/:id/booking', asCompany('quotes'), validate(schemas.bookingPrefill), customerQuotes.booking);
customerRouter.get('/customer-quotes/:id/document', asCompany('quotes'), validate(schemas.quoteDocument), customerQuotes.document);

/** Staff: every quote. The list is the GET of the public form's path. */
const adminRouter = Router();

adminRouter.get('/quotes', requireAdmin, validate(schemas.listQuotes), adminQuotes.list);
// Before /admin/quotes/:id, which would read "export" as an id.
adminRouter.get('/admin/quotes/export', requireAdmin, validate(schemas.exportQuotes), adminQuotes.exportCsv);
adminRouter.get('/admin/quotes/:id/document', requireAdmin, validate(schemas.getQuote), adminQuotes.document);
adminRouter.get('/admin/quotes/:id/emails', requireAdmin, validate(schemas.getQuote), adminQuotes.emails);

adminRouter
  .route('/admin/quotes/:id')
  .get(requireAdmin, validate(schemas.getQuote), adminQuotes.show)
  .patch(requireAdmin, validate(schemas.updateQuote), adminQuotes.update)
  .delete(requireAdmin, validate(schemas.deleteQuote), adminQuotes.remove);

/**
 * Every quote URL under /api, by audience. Three routers rather than one: each answers OPTIONS
 * with its own methods only (OPTIONS /api/quotes allows POST, not the admins' GET).
 */
export const quotesRouter = Router();

quotesRouter.use(publicRouter, customerRouter, adminRouter);
