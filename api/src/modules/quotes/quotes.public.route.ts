import { Router } from 'express';
import { clientIp, createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import * as controller from './quotes.public.controller';
import * as schemas from './quotes.validation';

// Visitors are counted per address (RATE_LIMIT_QUOTE_IP an hour); signed-in customers are known and not limited here.
const visitorQuotesPerIp = createRateLimiter({
  name: 'quote-ip',
  rule: (config) => config.rateLimits.quoteIp,
  key: (req) => (req.user ? undefined : clientIp(req)),
});

/** The public POST /api/quotes; the admins' GET of the same path lives in admin-quotes. */
export const quotesRouter = Router();

quotesRouter.post('/quotes', visitorQuotesPerIp, validate(schemas.createQuote), controller.create);
