import { useState } from 'react';
import { ADMIN_TOASTS, type EquipmentPricing, formatUsdRate } from '@freight/domain';
import { Button } from '@freight/ui';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { DenseTable } from '../../../components/dense-table';
import { ActiveBadge } from '../../../components/flag-badge';
import { ListTitle, ListToolbar, Muted, RowEditDelete } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useAdminAction } from '../../../components/use-admin-action';
import { useDeleteEquipmentPricingMutation, useGetEquipmentPricingQuery } from '../api/equipment-pricing-api';
import { EquipmentPricingDialog } from './equipment-pricing-dialog';

const PAGE_SIZE = 50;

type Editing = { item?: EquipmentPricing } | null;

export function EquipmentPricingTab() {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useGetEquipmentPricingQuery({ limit: PAGE_SIZE, offset });
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [deleteItem] = useDeleteEquipmentPricingMutation();
  const run = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EquipmentPricing | null>(null);
  const items = data?.items ?? [];

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Equipment Pricing" subtitle="Per-mile and minimum pricing for each equipment type." />
        <Button onClick={() => setEditing({})}>Add Equipment Type</Button>
      </ListToolbar>
      <TableState isLoading={isLoading} isError={isError} isEmpty={items.length === 0} empty="No equipment types yet" />
      {items.length > 0 && (
        <DenseTable label="Equipment pricing">
          <thead>
            <tr>
              <th>Equipment</th>
              <th>Type</th>
              <th data-numeric>Base Mile Rate</th>
              <th data-numeric>Minimum Rate</th>
              <th>Weight Capacity</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <div>{item.equipmentName}</div>
                  {item.description && <Muted>{item.description}</Muted>}
                </td>
                <td>
                  <code>{item.equipmentType}</code>
                </td>
                <td data-numeric>{formatUsdRate(item.baseMileRate)}</td>
                <td data-numeric>{formatUsdRate(item.minimumRate)}</td>
                <td>{item.weightCapacity || '—'}</td>
                <td>
                  <ActiveBadge active={item.isActive} />
                </td>
                <td>
                  <RowEditDelete subject={item.equipmentName} onEdit={() => setEditing({ item })} onDelete={() => setDeleting(item)} />
                </td>
              </tr>
            ))}
          </tbody>
        </DenseTable>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pager label="Equipment pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={items.length} onOffsetChange={setOffset} />
      )}
      {editing && <EquipmentPricingDialog item={editing.item} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        subject={deleting && `equipment type ${deleting.equipmentName}`}
        onConfirm={() => run(() => deleteItem(deleting!.id).unwrap(), ADMIN_TOASTS.equipmentDeleted)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
