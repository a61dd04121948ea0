import { publicQuoteSchema } from '@freight/domain/schemas';

/** POST /api/quotes: the landing page's form, with the same schema and messages the page uses. */
export const createQuote = { body: publicQuoteSchema };
