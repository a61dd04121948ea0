import { COMPANY } from '@freight/domain';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';
import { estimateRows, type QuoteFacts } from './quote-facts';

/** To the Quote Requests desk: everything needed to answer, and replying reaches the customer. */
export const staffQuoteReceived = defineMailKind<QuoteFacts>({
  render(quote, { notifyQuotesTo, publicUrl }) {
    const body = renderLayout({
      heading: `New quote request #${quote.id}`,
      paragraphs: [`A new quote request reached the ${COMPANY.name} website. Reply to this email to answer the customer.`],
      rows: [
        ['Quote #', quote.id],
        ['Received', quote.createdAt],
        ['Name', `${quote.firstName} ${quote.lastName}`],
        ['Company', quote.companyName],
        ['Email', quote.email],
        ['Phone', quote.phone || 'not given'],
        ['Service needed', quote.serviceNeeded],
        ['Customer account', quote.userId ? `user #${quote.userId}` : 'none (visitor)'],
        ...estimateRows(quote),
      ],
      block: { label: 'Project details', text: quote.projectDetails || '(none given)' },
      action: { label: 'Open this quote in the admin area', url: `${publicUrl}/admin?tab=quotes&quote=${quote.id}` },
    });
    return {
      to: notifyQuotesTo,
      replyTo: quote.email,
      subject: oneLine(`New quote request #${quote.id}: ${quote.serviceNeeded} - ${quote.companyName}`).slice(0, 200),
      ...body,
    };
  },
});
