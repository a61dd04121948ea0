import type { ReactNode } from 'react';
import { DenseTable } from '../../../components/dense-table';
import { ActiveBadge } from '../../../components/flag-badge';
import { RowEditDelete } from '../../../components/list-toolbar';
import type { AdminRecord, AdminRecordKind } from '../types/admin-record-kind';

interface AdminRecordTableProps<Item extends AdminRecord, Input> {
  kind: AdminRecordKind<Item, Input>;
  items: readonly Item[];
  onEdit: (item: Item) => void;
  /** Left out for a kind that is never deleted. */
  onDelete?: (item: Item) => void;
}

/** The kind's columns, then its active flag and the row's actions. */
export function AdminRecordTable<Item extends AdminRecord, Input>({ kind, items, onEdit, onDelete }: AdminRecordTableProps<Item, Input>) {
  return (
    <DenseTable label={kind.texts.table}>
      <thead>
        <tr>
          {kind.columns.map(({ header, numeric }) => (
            <th key={header} data-numeric={numeric || undefined}>
              {header}
            </th>
          ))}
          <th>Status</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {kind.columns.map(({ header, field, numeric, cell }) => (
              <td key={header} data-numeric={numeric || undefined}>
                {cell ? cell(item) : (item[field] as ReactNode)}
              </td>
            ))}
            <td>
              <ActiveBadge active={item.isActive} />
            </td>
            <td>
              <RowEditDelete subject={kind.nameOf(item)} onEdit={() => onEdit(item)} onDelete={onDelete && (() => onDelete(item))} />
            </td>
          </tr>
        ))}
      </tbody>
    </DenseTable>
  );
}
