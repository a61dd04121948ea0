import styled from 'styled-components';
import { formatCalendarDate, formatCents, type InvoiceView } from '@freight/domain';
import { Button, Table } from '@freight/ui';
import { invoicePdfUrl } from '../api/customer-invoices-api';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** On a phone each row is a card: every cell under its column's name (`data-label`), the number heading it, the download last. */
const InvoicesTable = styled(Table)`
  ${({ theme }) => theme.media.mobile} {
    &&[data-cards] {
      min-width: 0;
    }
    &&[data-cards] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    &&[data-cards] tbody {
      display: grid;
      gap: ${({ theme }) => theme.space[3]};
    }
    &&[data-cards] tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.gray200};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    &&[data-cards] :is(th, td) {
      display: block;
      padding: 0;
      border: 0;
      text-align: left;
    }
    &&[data-cards] tbody th,
    &&[data-cards] td:last-child {
      grid-column: 1 / -1;
    }
    &&[data-cards] td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      color: ${({ theme }) => theme.colors.gray600};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    &&[data-cards] td:last-child {
      padding-top: ${({ theme }) => theme.space[3]};
      border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    }
  }
`;

const NumberCell = styled.th`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy900};
  white-space: nowrap;
`;

const COLUMNS = ['Shipment', 'Invoice date', 'Due date', 'Status', 'Total', 'Credits', 'Balance due'] as const;
const NUMERIC = new Set<string>(['Total', 'Balance due']);

const Credits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

/** The credit notes taken off the invoice: each one's number and amount, and why. */
function CreditNotes({ creditNotes }: { creditNotes: InvoiceView['creditNotes'] }) {
  if (creditNotes.length === 0) return <>—</>;
  return (
    <Credits aria-label="Credit notes">
      {creditNotes.map((note) => (
        <li key={note.id}>
          {note.number}: {formatCents(-note.amountCents)}
          <small>
            {formatCalendarDate(note.issuedOn)} · {note.reason}
          </small>
        </li>
      ))}
    </Credits>
  );
}

export function InvoiceTable({ invoices }: { invoices: readonly InvoiceView[] }) {
  return (
    <InvoicesTable label="Invoices" cardsOnPhone>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" data-numeric={NUMERIC.has(column) || undefined}>
              {column}
            </th>
          ))}
          <th scope="col">PDF</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </tbody>
    </InvoicesTable>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  const number = invoice.number ?? `#${invoice.id}`;
  return (
    <tr>
      <NumberCell scope="row">{number}</NumberCell>
      <td data-label="Shipment">{invoice.shipmentNumber}</td>
      <td data-label="Invoice date">{formatCalendarDate(invoice.invoiceDate)}</td>
      <td data-label="Due date">{formatCalendarDate(invoice.dueDate)}</td>
      <td data-label="Status">
        <InvoiceStatusBadge status={invoice.displayStatus} />
      </td>
      <td data-label="Total" data-numeric>
        {formatCents(invoice.totalCents)}
      </td>
      <td data-label="Credits">
        <CreditNotes creditNotes={invoice.creditNotes} />
      </td>
      <td data-label="Balance due" data-numeric>
        {formatCents(invoice.balanceCents)}
      </td>
      <td>
        <Button as="a" href={invoicePdfUrl(invoice.id)} download variant="ghost" size="sm" aria-label={`Download PDF of invoice ${number}`}>
          Download PDF
        </Button>
      </td>
    </tr>
  );
}
