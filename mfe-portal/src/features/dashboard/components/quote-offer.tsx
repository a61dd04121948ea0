import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { formatCalendarDate, formatLongDate, hasQuoteDocument, offerState, PATHS, type CustomerQuote as Quote, validThroughText } from '@freight/domain';
import { Button, OfferBadge } from '@freight/ui';
import { quoteDocumentUrl } from '../api/customer-quotes-api';
import { AcceptQuoteDialog, DeclineQuoteDialog } from './quote-decision-dialogs';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

/** What the customer can do with a priced quote: see its validity, accept or decline it, download it. */
export function QuoteOffer({ quote }: { quote: Quote }) {
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const state = offerState(quote);
  if (!hasQuoteDocument(quote)) return null;
  const decision = quote.decision;

  return (
    <Panel aria-label={`Quote ${quote.id} decision`}>
      <Line>
        <h3>Your decision</h3>
        {state && <OfferBadge state={state} audience="customer" />}
      </Line>
      {state === 'awaiting' && <p>{validThroughText(quote.validUntil!)}. Accept it to book the shipment, or let us know it does not suit you.</p>}
      {state === 'expired' && <p>This price expired on {formatCalendarDate(quote.validUntil)}. Request a new quote and we will price it again.</p>}
      {decision?.outcome === 'accepted' && (
        <p>
          Accepted by {decision.signature} on {formatLongDate(decision.at)} at {decision.snapshot?.estimatedPrice}.
        </p>
      )}
      {decision?.outcome === 'declined' && (
        <p>
          Declined on {formatLongDate(decision.at)}
          {decision.reason ? `: “${decision.reason}”` : '.'}
        </p>
      )}
      <Actions>
        {state === 'awaiting' && (
          <>
            <Button variant="accent" size="sm" onClick={() => setDialog('accept')}>
              Accept
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('decline')}>
              Decline
            </Button>
          </>
        )}
        {decision?.outcome === 'accepted' &&
          (quote.shipmentId ? (
            <Button as={Link} to={`${PATHS.shipments}?id=${quote.shipmentId}`} variant="accent" size="sm">
              View shipment
            </Button>
          ) : (
            <Button as={Link} to={`${PATHS.bookShipment}?quote=${quote.id}`} variant="accent" size="sm">
              Book shipment
            </Button>
          ))}
        <Button as="a" href={quoteDocumentUrl(quote.id)} download variant="ghost" size="sm">
          Download quote (PDF)
        </Button>
      </Actions>
      {dialog === 'accept' && <AcceptQuoteDialog quote={quote} onClose={() => setDialog(null)} />}
      {dialog === 'decline' && <DeclineQuoteDialog quote={quote} onClose={() => setDialog(null)} />}
    </Panel>
  );
}
