import type { InvoiceView } from '@freight/domain';
import { type PagedListState, usePagedList } from '../../../components/paged-list';
import { useGetCustomerInvoicesInfiniteQuery } from '../api/customer-invoices-api';

export type MyInvoicesState = Omit<PagedListState<InvoiceView>, 'items'> & { invoices: InvoiceView[] };

/** The customer's sent invoices, page by page. Until the account is known (enabled): loading, never "No invoices yet". */
export function useMyInvoices(enabled: boolean): MyInvoicesState {
  const { items, ...list } = usePagedList(useGetCustomerInvoicesInfiniteQuery(undefined, { skip: !enabled }), true);
  return { invoices: items, ...list };
}
