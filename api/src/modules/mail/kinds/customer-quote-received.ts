import { COMPANY, DEPARTMENTS, PROMISES, QUOTES_EMAIL, quoteReferenceLine } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';
import { estimateRows, type QuoteFacts } from './quote-facts';

const QUOTES_DESK = DEPARTMENTS.find((d) => d.email === QUOTES_EMAIL)!;

/** The requester's acknowledgment: reference number, what they asked for, and when to expect an answer. */
export const customerQuoteReceived = defineMailKind<QuoteFacts>({
  render(quote, { publicUrl }) {
    const body = renderLayout({
      heading: `We received your quote request #${quote.id}`,
      paragraphs: [
        `Hello ${quote.firstName}, thank you for asking ${COMPANY.name} for a quote.`,
        `${PROMISES.quoteResponseBadge}: our ${QUOTES_DESK.department} team will get back to you within ${PROMISES.quoteResponseHours} hours (business hours).`,
        `${quoteReferenceLine(quote.id)} Questions in the meantime? Call ${QUOTES_DESK.department} at ${COMPANY.phone} or write to ${QUOTES_EMAIL}.`,
      ],
      rows: [
        ['Reference #', quote.id],
        ['Company', quote.companyName],
        ['Service needed', quote.serviceNeeded],
        ['Phone', quote.phone],
        ...estimateRows(quote),
      ],
      block: quote.projectDetails ? { label: 'Project details', text: quote.projectDetails } : undefined,
      action: quote.userId ? { label: 'See My Quotes', url: `${publicUrl}/dashboard` } : undefined,
    });
    return { to: quote.email, replyTo: QUOTES_EMAIL, subject: `We received your quote request #${quote.id}`, ...body };
  },
});
