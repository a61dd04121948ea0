import { useState } from 'react';
import styled from 'styled-components';
import { CARRIER_PAY_TEXTS, type PayableView } from '@freight/domain';
import { Alert, Button, CardDescription, CardHeader, CardTitle, EmptyState, Spinner } from '@freight/ui';
import { usePagedList } from '../../../components/paged-list';
import { useGetCarrierPayablesInfiniteQuery } from '../api/carrier-pay-api';
import { PayTableView } from './pay-table';
import { QuickPayDialog } from './quick-pay-dialog';
import { SubmitInvoiceDialog } from './submit-invoice-dialog';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;

type Open = { action: 'invoice' | 'quickPay'; payable: PayableView } | null;

/** The carrier's Pay tab: what it is owed for each delivered load, its invoice for each, quick pay, and the payments made. */
export function CarrierPay() {
  const { items: payables, total, isLoading, isError, hasMore, isLoadingMore, loadMore, retry } = usePagedList(useGetCarrierPayablesInfiniteQuery(), false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="carrier-pay-title">
      <CardHeader>
        <CardTitle as="h2" id="carrier-pay-title">
          {CARRIER_PAY_TEXTS.title}
        </CardTitle>
        <CardDescription>{CARRIER_PAY_TEXTS.intro}</CardDescription>
      </CardHeader>
      {isLoading ? (
        <Center>
          <Spinner label="Loading your pay..." showLabel />
        </Center>
      ) : isError && payables.length === 0 ? (
        <Alert tone="danger" title={CARRIER_PAY_TEXTS.loadFailed}>
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : payables.length === 0 ? (
        <EmptyState headingLevel={3} title={CARRIER_PAY_TEXTS.empty} description={CARRIER_PAY_TEXTS.emptyDetail} />
      ) : (
        <List>
          <PayTableView payables={payables} onInvoice={(payable) => setOpen({ action: 'invoice', payable })} onQuickPay={(payable) => setOpen({ action: 'quickPay', payable })} />
          {hasMore && (
            <Center>
              <Button variant="outline" onClick={loadMore} loading={isLoadingMore}>
                Load more ({payables.length} of {total ?? payables.length})
              </Button>
            </Center>
          )}
        </List>
      )}
      {open?.action === 'invoice' && <SubmitInvoiceDialog payable={open.payable} onClose={close} />}
      {open?.action === 'quickPay' && <QuickPayDialog payable={open.payable} onClose={close} />}
    </section>
  );
}
