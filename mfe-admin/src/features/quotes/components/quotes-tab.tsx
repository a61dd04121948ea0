import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TOASTS, countOf, OFFER_STATE_LABELS, QUOTE_OVERDUE_TEXTS, OFFER_STATES, type Quote, QUOTE_STATUS_LABELS, QUOTE_STATUSES } from '@freight/domain';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { exportUrl } from '../../../components/paged-list-query';
import { ExportButton, FilterField, ListTitle, ListToolbar, SearchField, ToolbarControls } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { rowsAreStale, StaleRows } from '../../../components/stale-rows';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useAdminAction } from '../../../components/use-admin-action';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteAdminQuoteMutation, useGetAdminQuoteQuery, useGetAdminQuotesQuery } from '../api/admin-quotes-api';
import { QuoteEditDialog } from './quote-edit-dialog';
import { QuotesTable } from './quotes-table';

const PAGE_SIZE = 20;
/** "Overdue" narrows Pending to the quotes past the promised response time (served by the API's overdue filter). */
const OVERDUE = 'overdue';
const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  ...QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] })),
  { value: OVERDUE, label: QUOTE_OVERDUE_TEXTS.filter },
];
const OFFER_FILTERS = [{ value: '', label: 'Any decision' }, ...OFFER_STATES.map((value) => ({ value, label: OFFER_STATE_LABELS[value] }))];

/** `?quote=<id>` (the link in the staff email) opens that quote's dialog once it has loaded. */
function useLinkedQuote(open: (quote: Quote) => void) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('quote'));
  const { data } = useGetAdminQuoteQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  useEffect(() => {
    if (!data) return;
    open(data);
    const next = new URLSearchParams(params);
    next.delete('quote');
    setParams(next, { replace: true });
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps
}

export function QuotesTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [offer, setOffer] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  const filters = status === OVERDUE ? { overdue: true } : { status };
  const query = useGetAdminQuotesQuery({ limit: PAGE_SIZE, offset, search: debounced, offer, ...filters });
  const { data, isLoading, isError } = query;
  const stale = rowsAreStale(query, search, debounced);
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [deleteQuote] = useDeleteAdminQuoteMutation();
  const run = useAdminAction();
  const [editing, setEditing] = useState<Quote | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);
  const quotes = data?.items ?? [];
  useLinkedQuote(setEditing);
  const filtered = Boolean(debounced || status || offer);

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Quote Requests" subtitle={data ? countOf(data.total, 'quote request') : undefined} />
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
          <FilterField
            label="Customer decision"
            value={offer}
            options={OFFER_FILTERS}
            onFilter={(value) => {
              setOffer(value);
              setOffset(0);
            }}
          />
          <SearchField
            label="Search quotes"
            placeholder="Name, email or company"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
          <ExportButton href={exportUrl('api/admin/quotes/export', { search: debounced, offer, ...filters })} subject="quote requests" one="quote request" />
        </ToolbarControls>
      </ListToolbar>
      <TableState isLoading={isLoading} isError={isError} isEmpty={quotes.length === 0} empty={filtered ? 'No quotes match these filters' : 'No quote requests yet'} />
      {quotes.length > 0 && (
        <StaleRows stale={stale}>
          <QuotesTable quotes={quotes} onEdit={setEditing} onDelete={setDeleting} />
        </StaleRows>
      )}
      {data && data.total > 0 && (
        <Pager label="Quote pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={quotes.length} onOffsetChange={setOffset} />
      )}
      {editing && <QuoteEditDialog quote={editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        subject={deleting && `quote #${deleting.id}`}
        detail={deleting ? `The request from ${deleting.firstName} ${deleting.lastName} (${deleting.companyName}) is removed for good.` : undefined}
        onConfirm={() => run(() => deleteQuote(deleting!.id).unwrap(), ADMIN_TOASTS.quoteDeleted)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
