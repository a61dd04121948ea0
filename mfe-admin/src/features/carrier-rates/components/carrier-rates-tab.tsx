import { useState } from 'react';
import { ADMIN_TOASTS, type CarrierRate, formatUsdRate } from '@freight/domain';
import { Button } from '@freight/ui';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { DenseTable } from '../../../components/dense-table';
import { ActiveBadge } from '../../../components/flag-badge';
import { ListTitle, ListToolbar, RowEditDelete } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useAdminAction } from '../../../components/use-admin-action';
import { useDeleteCarrierRateMutation, useGetCarrierRatesQuery } from '../api/carrier-rates-api';
import { CarrierRateDialog } from './carrier-rate-dialog';

const PAGE_SIZE = 50;

type Editing = { rate?: CarrierRate } | null;

export function CarrierRatesTab() {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useGetCarrierRatesQuery({ limit: PAGE_SIZE, offset });
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [deleteRate] = useDeleteCarrierRateMutation();
  const run = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CarrierRate | null>(null);
  const rates = data?.items ?? [];

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Carrier Rates" subtitle="Reference rates from partner carriers for staff quoting. The website's instant estimates use the calculator's own tables, not these rates." />
        <Button onClick={() => setEditing({})}>Add Carrier Rate</Button>
      </ListToolbar>
      <TableState isLoading={isLoading} isError={isError} isEmpty={rates.length === 0} empty="No carrier rates yet" />
      {rates.length > 0 && (
        <DenseTable label="Carrier rates">
          <thead>
            <tr>
              <th>Carrier</th>
              <th>Service Type</th>
              <th data-numeric>Base Rate</th>
              <th data-numeric>Per Mile</th>
              <th data-numeric>Per Pound</th>
              <th data-numeric>Minimum</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id}>
                <td>{rate.carrierName}</td>
                <td>{rate.serviceType}</td>
                <td data-numeric>{formatUsdRate(rate.baseRate)}</td>
                <td data-numeric>{formatUsdRate(rate.perMileRate)}</td>
                <td data-numeric>{formatUsdRate(rate.perPoundRate)}</td>
                <td data-numeric>{formatUsdRate(rate.minimumCharge)}</td>
                <td>
                  <ActiveBadge active={rate.isActive} />
                </td>
                <td>
                  <RowEditDelete subject={rate.carrierName} onEdit={() => setEditing({ rate })} onDelete={() => setDeleting(rate)} />
                </td>
              </tr>
            ))}
          </tbody>
        </DenseTable>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pager label="Carrier rate pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={rates.length} onOffsetChange={setOffset} />
      )}
      {editing && <CarrierRateDialog rate={editing.rate} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        subject={deleting && `carrier rate ${deleting.carrierName}`}
        onConfirm={() => run(() => deleteRate(deleting!.id).unwrap(), ADMIN_TOASTS.carrierRateDeleted)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
