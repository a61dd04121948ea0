import { COMPANY, formatPriceText, normalizeQuoteStatus, offerState, PATHS, QUOTE_STATUS_LABELS, QUOTES_EMAIL, quoteReference, validThroughText } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';
import type { QuoteFacts } from './quote-facts';

/** To the quote's owner (or the address on a visitor's request) when staff change status, price or note. */
export const customerQuoteUpdated = defineMailKind<QuoteFacts>({
  render(quote, { publicUrl }) {
    const status = QUOTE_STATUS_LABELS[normalizeQuoteStatus(quote.status)];
    const body = renderLayout({
      heading: `Your quote request #${quote.id} was updated`,
      paragraphs: [
        `Hello ${quote.firstName}, our team has updated your quote request for ${quote.serviceNeeded}.`,
        // A priced, approved quote is an offer: say until when, and where to accept it.
        ...(offerState(quote) === 'awaiting' && quote.userId
          ? [`${validThroughText(quote.validUntil!)}. You can accept or decline it online in My Quotes.`]
          : offerState(quote) === 'awaiting'
            ? [`${validThroughText(quote.validUntil!)}. Reply to this email or call ${COMPANY.phone} to book it.`]
            : []),
        // A visitor has no account, so no My Quotes: the reference and a way to reply instead.
        ...(quote.userId ? [] : [`Your reference is ${quoteReference(quote.id)}. Questions? Reply to this email, call ${COMPANY.phone} or write to ${QUOTES_EMAIL}.`]),
      ],
      rows: [
        ['Reference #', quote.id],
        ['Status', status],
        ['Estimated price', quote.estimatedPrice ? formatPriceText(quote.estimatedPrice) : undefined],
      ],
      block: quote.customerMessage ? { label: `Message from ${COMPANY.shortName}`, text: quote.customerMessage } : undefined,
      action: quote.userId ? { label: 'See My Quotes', url: `${publicUrl}${PATHS.dashboard}` } : undefined,
    });
    return { to: quote.email, replyTo: QUOTES_EMAIL, subject: `Your quote request #${quote.id}: ${status}`, ...body };
  },
});
