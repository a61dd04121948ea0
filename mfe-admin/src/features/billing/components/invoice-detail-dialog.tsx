import styled from 'styled-components';
import { INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { BILLING_MESSAGES, INVOICE_STATUS_LABELS } from '@freight/domain/billing';
import { Alert, Button, Spinner } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { InsetPanel } from '../../../components/inset-panel';
import { invoicePdfUrl, useGetAdminInvoiceQuery } from '../api/admin-invoices-api';
import { AddLineForm } from './add-line-form';
import { InvoiceLinesTable } from './invoice-lines-table';
import { CreditNotesList, InvoiceSums } from './invoice-money';
import { invoiceSubject } from './invoice-status';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** An invoice's credit notes may be issued while money is still owed on it (billing's creditNoteFor says the rest). */
export const canCredit = (invoice: Pick<InvoiceView, 'status'>) => invoice.status === 'sent' || invoice.status === 'partially_paid';

interface InvoiceDetailProps {
  id: number;
  onClose: () => void;
  onIssueCredit: (invoice: InvoiceView) => void;
}

/**
 * One invoice in full: its lines and sums, its credit notes; while it is ready, staff add and remove
 * lines; once sent it is never edited, and money comes off with a credit note.
 */
export function InvoiceDetailDialog({ id, onClose, onIssueCredit }: InvoiceDetailProps) {
  const { data: invoice, isLoading, isError } = useGetAdminInvoiceQuery(id);
  return (
    <Dialog open size="lg" onClose={onClose} title={invoice ? `Details of ${invoiceSubject(invoice)}` : 'Invoice details'} description={invoice && `${invoice.billTo.companyName} · shipment ${invoice.shipmentNumber} · ${INVOICE_STATUS_LABELS[invoice.status]}`}>
      {isLoading && <Spinner label="Loading the invoice..." showLabel />}
      {isError && <Alert tone="danger" title={INVOICE_ADMIN_TEXTS.loadFailed} />}
      {invoice && <InvoiceDetail invoice={invoice} onIssueCredit={onIssueCredit} />}
    </Dialog>
  );
}

function InvoiceDetail({ invoice, onIssueCredit }: { invoice: InvoiceView; onIssueCredit: (invoice: InvoiceView) => void }) {
  return (
    <Body>
      <InvoiceLinesTable invoice={invoice} />
      <InvoiceSums invoice={invoice} />
      {invoice.creditNotes.length > 0 && (
        <section aria-label="Credit notes">
          <h3>Credit notes</h3>
          <CreditNotesList creditNotes={invoice.creditNotes} />
        </section>
      )}
      {invoice.status === 'ready' && (
        <InsetPanel aria-label="Add a charge or an adjustment">
          <h3>Add a charge or an adjustment</h3>
          <AddLineForm invoice={invoice} />
        </InsetPanel>
      )}
      {invoice.status !== 'ready' && invoice.status !== 'void' && <p>{BILLING_MESSAGES.notEditable}</p>}
      <div>
        {canCredit(invoice) && (
          <Button variant="outline" onClick={() => onIssueCredit(invoice)}>
            Issue credit note
          </Button>
        )}{' '}
        <Button as="a" variant="ghost" href={invoicePdfUrl(invoice.id)} download>
          Download PDF packet
        </Button>
      </div>
    </Body>
  );
}
