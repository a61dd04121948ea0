import styled from 'styled-components';
import { INVOICE_PACKET_TEXTS } from '@freight/domain';
import { Alert, Button, EmptyState, Spinner } from '@freight/ui';
import { type MyInvoicesState, useMyInvoices } from '../hooks/use-my-invoices';
import { InvoiceTable } from './invoice-table';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;

/** The Invoices tab: the customer's sent invoices, their credit notes and balance, each with its PDF packet. */
export function MyInvoices({ state }: { state: MyInvoicesState }) {
  const { invoices, total, isLoading, isError, hasMore, isLoadingMore, loadMore, retry } = state;
  if (isLoading) {
    return (
      <Center>
        <Spinner label="Loading your invoices..." showLabel />
      </Center>
    );
  }
  if (isError && invoices.length === 0) {
    return (
      <Alert tone="danger" title="Your invoices could not be loaded">
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (invoices.length === 0) {
    return <EmptyState headingLevel={2} title="No invoices yet" description="An invoice appears here once a delivered shipment is billed." />;
  }
  return (
    <List>
      <Note>{INVOICE_PACKET_TEXTS.contents}</Note>
      <InvoiceTable invoices={invoices} />
      {hasMore && (
        <Center>
          <Button variant="outline" onClick={loadMore} loading={isLoadingMore}>
            Load more ({invoices.length} of {total ?? invoices.length})
          </Button>
        </Center>
      )}
    </List>
  );
}

/** The tab's content, asking for the invoices only while it is open and once the account is known. */
export function InvoicesTab({ enabled }: { enabled: boolean }) {
  return <MyInvoices state={useMyInvoices(enabled)} />;
}
