import styled from 'styled-components';
import { formatCalendarDate, type InvoiceView } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { Muted } from '../../../components/list-toolbar';

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

/** What the invoice asks, what was taken off and received, and what is still due. */
export function InvoiceSums({ invoice }: { invoice: InvoiceView }) {
  return (
    <Sums aria-label="Totals">
      <dt>Total</dt>
      <dd>{formatCents(invoice.totalCents)}</dd>
      {invoice.creditedCents > 0 && (
        <>
          <dt>Credited</dt>
          <dd>{formatCents(-invoice.creditedCents)}</dd>
        </>
      )}
      <dt>Received</dt>
      <dd>{formatCents(-invoice.paidCents)}</dd>
      <dt>Balance due</dt>
      <dd>{formatCents(invoice.balanceCents)}</dd>
    </Sums>
  );
}

/** The credit notes issued against the invoice, oldest first: number, date, reason, amount, who. */
export function CreditNotesList({ creditNotes }: { creditNotes: InvoiceView['creditNotes'] }) {
  return (
    <Notes aria-label="Credit notes">
      {creditNotes.map((note) => (
        <Note key={note.id}>
          <span>
            <strong>{note.number}</strong> · {formatCalendarDate(note.issuedOn)} · {note.reason}
            {note.issuedBy && <Muted> · by {note.issuedBy.name}</Muted>}
          </span>
          <span>{formatCents(-note.amountCents)}</span>
        </Note>
      ))}
    </Notes>
  );
}
