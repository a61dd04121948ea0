import { useState } from 'react';
import { countOf, type InvoiceView } from '@freight/domain';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@freight/domain/billing';
import { FilterField, ListTitle, ListToolbar, ToolbarControls } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { rowsAreStale, StaleRows } from '../../../components/stale-rows';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useGetAdminInvoicesQuery } from '../api/admin-invoices-api';
import { type Ledger, LedgerSwitch } from '../payables/components/ledger-switch';
import { PayablesQueue } from '../payables/components/payables-queue';
import { CreditNoteDialog } from './credit-note-dialog';
import { InvoiceExports } from './invoice-exports';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import { type InvoiceAction, InvoicesTable } from './invoices-table';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SendInvoiceConfirm } from './send-invoice-confirm';
import { VoidInvoiceDialog } from './void-invoice-dialog';

const PAGE_SIZE = 20;
const STATUS_FILTERS = [{ value: '', label: 'All statuses' }, ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))];

type Open = { action: InvoiceAction; invoice: InvoiceView } | null;

/** The Billing tab: customer invoices (receivables) or carrier pay (payables), one at a time. */
export function BillingTab() {
  const [ledger, setLedger] = useState<Ledger>('receivables');
  return (
    <>
      <LedgerSwitch value={ledger} onChange={setLedger} />
      {ledger === 'payables' ? <PayablesQueue /> : <ReceivablesQueue />}
    </>
  );
}

/** The receivables queue: customer invoices by status, with their details (lines, credit notes), send, record a payment, credit, void and the PDF packet. */
function ReceivablesQueue() {
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useGetAdminInvoicesQuery({ limit: PAGE_SIZE, offset, status });
  const { data, isLoading, isError } = query;
  const stale = rowsAreStale(query, '', '');
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [open, setOpen] = useState<Open>(null);
  const invoices = data?.items ?? [];
  const close = () => setOpen(null);

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Billing" subtitle={data ? countOf(data.total, 'invoice') : undefined} />
        <ToolbarControls>
          <FilterField
            label="Filter by status"
            value={status}
            options={STATUS_FILTERS}
            onFilter={(value) => {
              setStatus(value);
              setOffset(0);
            }}
          />
        </ToolbarControls>
      </ListToolbar>
      <InvoiceExports status={status} />
      <TableState isLoading={isLoading} isError={isError} isEmpty={invoices.length === 0} empty={status ? 'No invoices match this filter' : 'No invoices yet'} />
      {invoices.length > 0 && (
        <StaleRows stale={stale}>
          <InvoicesTable invoices={invoices} onAction={(action, invoice) => setOpen({ action, invoice })} />
        </StaleRows>
      )}
      {data && data.total > 0 && <Pager label="Invoice pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={invoices.length} onOffsetChange={setOffset} />}
      {open?.action === 'send' && <SendInvoiceConfirm invoice={open.invoice} onClose={close} />}
      {open?.action === 'pay' && <RecordPaymentDialog invoice={open.invoice} onClose={close} />}
      {open?.action === 'void' && <VoidInvoiceDialog invoice={open.invoice} onClose={close} />}
      {open?.action === 'details' && <InvoiceDetailDialog id={open.invoice.id} onClose={close} onIssueCredit={(invoice) => setOpen({ action: 'credit', invoice })} />}
      {open?.action === 'credit' && <CreditNoteDialog invoice={open.invoice} onClose={close} />}
    </section>
  );
}
