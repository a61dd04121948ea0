import styled from 'styled-components';
import { formatAge, formatCalendarDate, formatLongDate, formatPriceText, isOverdue, normalizeQuoteStatus, offerState, QUOTE_OVERDUE_TEXTS, quoteReference, type Quote } from '@freight/domain';
import { Badge, OfferBadge, StatusBadge } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { EmailText } from '../../../components/email-text';
import { Muted, RowEditDelete } from '../../../components/list-toolbar';
import { QuoteEstimate } from './quote-estimate';

const Stack = styled.div`
  display: grid;
  gap: 2px;
  min-width: 9rem;
`;

const Wide = styled(Stack)`
  min-width: 14rem;
`;

const Details = styled.p`
  max-width: 24rem;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-line;
`;

/** The customer's side of a priced quote: awaiting, expired, or their decision with who and when. */
function OfferLine({ quote }: { quote: Quote }) {
  const state = offerState(quote);
  if (!state) return null;
  const decision = quote.decision;
  return (
    <>
      <span>
        <OfferBadge state={state} />
      </span>
      {decision && <Muted>{`${decision.outcome === 'accepted' ? `Signed by ${decision.signature}` : decision.accountName}, ${formatLongDate(decision.at)}`}</Muted>}
      {decision?.reason && <Muted>{`“${decision.reason}”`}</Muted>}
    </>
  );
}

/** A pending quote's wait, and the flag once it is past the promised response time. */
function Waiting({ quote, now }: { quote: Quote; now: Date }) {
  if (normalizeQuoteStatus(quote.status) !== 'pending') return null;
  const overdue = isOverdue(quote, now);
  return (
    <>
      <Muted>{QUOTE_OVERDUE_TEXTS.waiting(formatAge(quote.createdAt, now))}</Muted>
      {overdue && (
        <span>
          <Badge tone="danger" title={QUOTE_OVERDUE_TEXTS.overdueHint}>
            {QUOTE_OVERDUE_TEXTS.badge}
          </Badge>
        </span>
      )}
    </>
  );
}

/** Column names, which also label each cell when a row is a card (phones). */
const COLUMNS = { quote: 'Quote', customer: 'Customer', request: 'Request', status: 'Status', price: 'Estimated Price', actions: 'Actions' } as const;

interface QuotesTableProps {
  quotes: Quote[];
  onEdit: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
}

export function QuotesTable({ quotes, onEdit, onDelete }: QuotesTableProps) {
  // One "now" per render, so every row is judged at the same moment.
  const now = new Date();
  return (
    <DenseTable label="Quote requests" cardsOnPhone>
      <thead>
        <tr>
          <th>{COLUMNS.quote}</th>
          <th>{COLUMNS.customer}</th>
          <th>{COLUMNS.request}</th>
          <th>{COLUMNS.status}</th>
          <th data-numeric>{COLUMNS.price}</th>
          <th>{COLUMNS.actions}</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id}>
            <td>
              <Stack>
                <strong>{quoteReference(quote.id)}</strong>
                <Muted>{formatLongDate(quote.createdAt)}</Muted>
                <Waiting quote={quote} now={now} />
              </Stack>
            </td>
            <td data-wrap data-label={COLUMNS.customer}>
              <Stack>
                <span>{`${quote.firstName} ${quote.lastName}`}</span>
                <Muted>{quote.companyName}</Muted>
                <Muted>
                  <EmailText email={quote.email} />
                </Muted>
                {quote.phone && <Muted>{quote.phone}</Muted>}
              </Stack>
            </td>
            <td data-label={COLUMNS.request}>
              <Wide>
                <span>{quote.serviceNeeded}</span>
                {quote.projectDetails && <Details>{quote.projectDetails}</Details>}
                <QuoteEstimate quote={quote} />
                {quote.adminNotes && <Muted>{`Internal notes: ${quote.adminNotes}`}</Muted>}
              </Wide>
            </td>
            <td data-label={COLUMNS.status}>
              <Stack>
                <span>
                  <StatusBadge status={quote.status} />
                </span>
                <OfferLine quote={quote} />
              </Stack>
            </td>
            <td data-numeric data-label={COLUMNS.price}>
              <Stack>
                <span>{quote.estimatedPrice ? formatPriceText(quote.estimatedPrice) : '—'}</span>
                {quote.validUntil && !quote.decision && <Muted>{`Valid until ${formatCalendarDate(quote.validUntil)}`}</Muted>}
              </Stack>
            </td>
            <td>
              <RowEditDelete subject={`quote ${quote.id}`} editLabel="Update" onEdit={() => onEdit(quote)} onDelete={() => onDelete(quote)} />
            </td>
          </tr>
        ))}
      </tbody>
    </DenseTable>
  );
}
