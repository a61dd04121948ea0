import { Router } from 'express';
import { requireAuth } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './quotes.customer.controller';
import * as schemas from './quotes.customer.validation';

export const customerQuotesRouter = Router();

customerQuotesRouter
  .route('/customer-quotes')
  .post(requireAuth, validate(schemas.createCustomerQuote), controller.create)
  .get(requireAuth, validate(schemas.listCustomerQuotes), controller.list);

customerQuotesRouter.post('/customer-quotes/:id/accept', requireAuth, validate(schemas.acceptQuote), controller.accept);
customerQuotesRouter.post('/customer-quotes/:id/decline', requireAuth, validate(schemas.declineQuote), controller.decline);
customerQuotesRouter.get('/customer-quotes/:id/document', requireAuth, validate(schemas.quoteDocument), controller.document);
