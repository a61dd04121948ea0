import { type ViewRow, RecordView } from '../../core/record-view';
import { Quote, type QuoteRecord } from './quote.model';

/** Every list of quotes (admin list, a customer's history, overview counts), newest first. */
export const quoteView = new RecordView<QuoteRecord>(
  'quotes',
  () => Quote,
  { id: 1, createdAt: 1, status: 1, userId: 1, firstName: 1, lastName: 1, email: 1, companyName: 1 },
  (quote): ViewRow => ({
    id: quote.id,
    at: new Date(quote.createdAt).getTime(),
    tags: [`status:${quote.status}`, ...(quote.userId ? [`user:${quote.userId}`] : [])],
    text: [quote.firstName, quote.lastName, quote.email, quote.companyName].map((field) => (field ?? '').toLowerCase()),
  }),
);
