import styled from 'styled-components';
import { formatCalendarDate, formatCents, type InvoiceView } from '@freight/domain';
import { Button } from '@freight/ui';
import { CardHeading, CardTable } from '../../../components/card-table';
import { invoicePdfUrl } from '../api/customer-invoices-api';
import { InvoiceStatusBadge } from './invoice-status-badge';

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
    <CardTable label="Invoices" cardsOnPhone>
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
    </CardTable>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  const number = invoice.number ?? `#${invoice.id}`;
  return (
    <tr>
      <CardHeading scope="row">{number}</CardHeading>
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
