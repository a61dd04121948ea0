import { COMPANY, formatCalendarDate, formatEasternDateTime, formatPriceText, PATHS, QUOTES_EMAIL, quoteReference, type QuoteDecision } from '@freight/domain';
import type { QuoteFields } from '../../../store';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';
import { quoteFacts, type QuoteFacts } from './quote-facts';

/** A quote and the customer's decision on it, frozen when the decision was made. */
export interface DecisionFacts extends QuoteFacts {
  decision: Omit<QuoteDecision, 'ip'>;
}

export function decisionFacts(quote: QuoteFields): DecisionFacts {
  const { outcome, at, userId, accountName, signature, reason, snapshot } = quote.decision!;
  const plainSnapshot = snapshot ? { ...(JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>) } : undefined;
  return { ...quoteFacts(quote), decision: { outcome, at: new Date(at).toISOString(), userId, accountName, signature, reason, snapshot: plainSnapshot } };
}

const decidedAt = (facts: DecisionFacts) => formatEasternDateTime(facts.decision.at);

const acceptedRows = (facts: DecisionFacts): [string, string | undefined][] => {
  const snapshot = facts.decision.snapshot;
  return [
    ['Quote', quoteReference(facts.id)],
    ['Service', snapshot?.serviceNeeded],
    ['Lane', snapshot?.originZip && snapshot.destinationZip ? `${snapshot.originZip} → ${snapshot.destinationZip}` : undefined],
    ['Weight', snapshot?.weight ? `${snapshot.weight} lbs` : undefined],
    ['Equipment / cargo', snapshot?.equipmentType],
    ['Accepted price', snapshot?.estimatedPrice],
    ['Quote valid until', snapshot ? formatCalendarDate(snapshot.validUntil) : undefined],
    ['Signed by', facts.decision.signature],
    ['Accepted on', decidedAt(facts)],
  ];
};

const adminLink = (facts: DecisionFacts, publicUrl: string) => ({ label: 'Open this quote in the admin area', url: `${publicUrl}/admin?tab=quotes&quote=${facts.id}` });

/** To the quotes desk: a customer accepted a priced quote, so the shipment is booked. */
export const staffQuoteAccepted = defineMailKind<DecisionFacts>({
  render(facts, { notifyQuotesTo, publicUrl }) {
    const body = renderLayout({
      heading: `Quote ${quoteReference(facts.id)} accepted by ${facts.companyName}`,
      paragraphs: [
        `${facts.firstName} ${facts.lastName} (${facts.companyName}) accepted quote ${quoteReference(facts.id)} online. It is now In Progress: please schedule the shipment.`,
      ],
      rows: [...acceptedRows(facts), ['Email', facts.email], ['Phone', facts.phone || 'not given']],
      block: { label: 'Terms accepted', text: facts.decision.snapshot?.terms ?? '' },
      action: adminLink(facts, publicUrl),
    });
    return { to: notifyQuotesTo, replyTo: facts.email, subject: oneLine(`Quote ${quoteReference(facts.id)} accepted: ${facts.companyName}`).slice(0, 200), ...body };
  },
});

/** To the customer: the confirmation of what they accepted. */
export const customerQuoteAccepted = defineMailKind<DecisionFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `You accepted quote ${quoteReference(facts.id)}`,
      paragraphs: [
        `Hello ${facts.firstName}, thank you for booking with ${COMPANY.name}. This confirms the quote you accepted; our team will contact you to schedule the shipment.`,
        `You can download the quote document from My Quotes at any time. Questions? Call ${COMPANY.phone} or write to ${QUOTES_EMAIL}.`,
      ],
      rows: acceptedRows(facts),
      block: { label: 'Terms', text: facts.decision.snapshot?.terms ?? '' },
      action: { label: 'See My Quotes', url: `${publicUrl}${PATHS.dashboard}` },
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Confirmation: you accepted quote ${quoteReference(facts.id)}`, ...body };
  },
});

/** To the quotes desk: a customer declined a priced quote, with their reason if they gave one. */
export const staffQuoteDeclined = defineMailKind<DecisionFacts>({
  render(facts, { notifyQuotesTo, publicUrl }) {
    const body = renderLayout({
      heading: `Quote ${quoteReference(facts.id)} declined by ${facts.companyName}`,
      paragraphs: [`${facts.firstName} ${facts.lastName} (${facts.companyName}) declined quote ${quoteReference(facts.id)} online.`],
      rows: [
        ['Quote', quoteReference(facts.id)],
        ['Service', facts.serviceNeeded],
        ['Price offered', facts.estimatedPrice ? formatPriceText(facts.estimatedPrice) : undefined],
        ['Declined on', decidedAt(facts)],
        ['Email', facts.email],
        ['Phone', facts.phone || 'not given'],
      ],
      block: { label: 'Reason given', text: facts.decision.reason || '(no reason given)' },
      action: adminLink(facts, publicUrl),
    });
    return { to: notifyQuotesTo, replyTo: facts.email, subject: oneLine(`Quote ${quoteReference(facts.id)} declined: ${facts.companyName}`).slice(0, 200), ...body };
  },
});

/** To the customer: the confirmation that they declined, and how to ask for a new price. */
export const customerQuoteDeclined = defineMailKind<DecisionFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `You declined quote ${quoteReference(facts.id)}`,
      paragraphs: [
        `Hello ${facts.firstName}, this confirms that you declined quote ${quoteReference(facts.id)} on ${decidedAt(facts)}. Thank you for letting us know.`,
        `Need a new price, other dates or another service? Reply to this email quoting ${quoteReference(facts.id)}, call ${COMPANY.phone} or write to ${QUOTES_EMAIL}.`,
      ],
      rows: [
        ['Quote', quoteReference(facts.id)],
        ['Service', facts.serviceNeeded],
        ['Price offered', facts.estimatedPrice ? formatPriceText(facts.estimatedPrice) : undefined],
        ['Declined on', decidedAt(facts)],
      ],
      block: facts.decision.reason ? { label: 'Your reason', text: facts.decision.reason } : undefined,
      action: { label: 'See My Quotes', url: `${publicUrl}${PATHS.dashboard}` },
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Confirmation: you declined quote ${quoteReference(facts.id)}`, ...body };
  },
});
