import type { Response } from 'express';
import { hasQuoteDocument, OFFER_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { logger } from '../../core/logger';
import type { QuoteFields } from '../../store';
import { quoteDocumentName, renderQuoteDocument } from './quote-document';

/**
 * Streams a quote's PDF as a download; staff and the customer get the same document. A quote
 * without a price has none yet (409).
 */
export function sendQuoteDocument(res: Response, quote: QuoteFields): void {
  if (!hasQuoteDocument(quote)) throw new ApiError(409, OFFER_MESSAGES.noDocument);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${quoteDocumentName(quote)}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  const pdf = renderQuoteDocument(quote);
  pdf.on('error', (err: unknown) => {
    logger().error({ err, event: 'quote.document_failed', quoteId: quote.id }, 'quote document failed');
    res.destroy();
  });
  pdf.pipe(res);
}
