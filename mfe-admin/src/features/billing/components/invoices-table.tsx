import styled from 'styled-components';
import { formatCalendarDate, INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { Button } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { Muted, RowActions } from '../../../components/list-toolbar';
import { invoicePdfUrl } from '../api/admin-invoices-api';
import { InvoiceStatus, invoiceSubject } from './invoice-status';

const Stack = styled.div`
  display: grid;
  gap: 2px;
  min-width: 8rem;
`;

/** Up to five actions: they wrap onto two lines so the row fits a laptop screen without scrolling sideways. */
const InvoiceActions = styled(RowActions)`
  flex-wrap: wrap;
  min-width: 14rem;
`;

/** Column names, which also label each cell when a row is a card (phones). */
const COLUMNS = {
  invoice: 'Invoice',
  shipment: 'Shipment',
  customer: 'Customer',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  total: 'Total',
  balance: 'Balance',
  status: 'Status',
  actions: 'Actions',
} as const;

const NUMERIC = new Set<string>([COLUMNS.total, COLUMNS.balance]);

const dateOf = (date: string | null) => (date ? formatCalendarDate(date) : '—');

export type InvoiceAction = 'details' | 'send' | 'pay' | 'credit' | 'void';

/** What staff may do with an invoice now, besides reading its details: the same rules the API applies. */
export function actionsOf(invoice: InvoiceView): InvoiceAction[] {
  const actions: InvoiceAction[] = [];
  const open = invoice.status === 'sent' || invoice.status === 'partially_paid';
  if (invoice.status === 'ready') actions.push('send');
  if (open) actions.push('pay', 'credit');
  if ((invoice.status === 'ready' || invoice.status === 'sent') && invoice.paidCents === 0) actions.push('void');
  return actions;
}

const BUTTONS: Record<InvoiceAction, { text: string; label: (subject: string) => string; variant: 'primary' | 'outline' | 'ghost' | 'subtleDanger' }> = {
  details: { text: 'Details', label: (subject) => `Details of ${subject}`, variant: 'ghost' },
  send: { text: 'Send', label: (subject) => `Send ${subject}`, variant: 'primary' },
  pay: { text: 'Record payment', label: (subject) => `Record payment on ${subject}`, variant: 'outline' },
  credit: { text: 'Issue credit note', label: (subject) => `Issue credit note on ${subject}`, variant: 'outline' },
  void: { text: 'Void', label: (subject) => `Void ${subject}`, variant: 'subtleDanger' },
};

interface InvoicesTableProps {
  invoices: InvoiceView[];
  onAction: (action: InvoiceAction, invoice: InvoiceView) => void;
}

export function InvoicesTable({ invoices, onAction }: InvoicesTableProps) {
  return (
    <DenseTable label="Invoices" cardsOnPhone>
      <thead>
        <tr>
          {Object.values(COLUMNS).map((label) => (
            <th key={label} data-numeric={NUMERIC.has(label) || undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const subject = invoiceSubject(invoice);
          return (
            <tr key={invoice.id}>
              <td data-nowrap>
                <strong>{invoice.number ?? INVOICE_ADMIN_TEXTS.notSent}</strong>
              </td>
              <td data-nowrap data-label={COLUMNS.shipment}>{invoice.shipmentNumber}</td>
              <td data-label={COLUMNS.customer}>
                <Stack>
                  <span>{invoice.billTo.companyName}</span>
                  <Muted>{invoice.billTo.name}</Muted>
                </Stack>
              </td>
              <td data-label={COLUMNS.invoiceDate}>{dateOf(invoice.invoiceDate)}</td>
              <td data-label={COLUMNS.dueDate}>{dateOf(invoice.dueDate)}</td>
              <td data-numeric data-nowrap data-label={COLUMNS.total}>
                {formatCents(invoice.totalCents)}
              </td>
              <td data-numeric data-nowrap data-label={COLUMNS.balance}>
                {formatCents(invoice.balanceCents)}
              </td>
              <td data-label={COLUMNS.status}>
                <InvoiceStatus invoice={invoice} />
              </td>
              <td data-label={COLUMNS.actions}>
                <InvoiceActions>
                  {(['details', ...actionsOf(invoice)] as const).map((action) => (
                    <Button key={action} size="sm" variant={BUTTONS[action].variant} aria-label={BUTTONS[action].label(subject)} onClick={() => onAction(action, invoice)}>
                      {BUTTONS[action].text}
                    </Button>
                  ))}
                  <Button as="a" size="sm" variant="ghost" href={invoicePdfUrl(invoice.id)} download aria-label={`PDF of ${subject}`}>
                    PDF
                  </Button>
                </InvoiceActions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DenseTable>
  );
}
