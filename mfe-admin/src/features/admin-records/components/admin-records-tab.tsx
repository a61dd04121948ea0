import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@freight/ui';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { ListTitle, ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { TableState } from '../../../components/table-state';
import { useAdminAction } from '../../../components/use-admin-action';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useAdminRecordChanges, useAdminRecordPage } from '../api/admin-records-api';
import type { AdminRecord, AdminRecordKind } from '../types/admin-record-kind';
import { AdminRecordDialog } from './admin-record-dialog';
import { AdminRecordTable } from './admin-record-table';

const PAGE_SIZE = 50;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/**
 * One admin record kind's tab: its list (loading, failed and empty states, pages of 50), Add and
 * Edit through its dialog, and Delete after confirmation when the kind offers it.
 */
export function AdminRecordsTab<Item extends AdminRecord, Input>({ kind }: { kind: AdminRecordKind<Item, Input> }) {
  const { texts, outcomes } = kind;
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useAdminRecordPage(kind, { limit: PAGE_SIZE, offset });
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const { remove } = useAdminRecordChanges(kind);
  const run = useAdminAction();
  const [editing, setEditing] = useState<{ item?: Item } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = data?.items ?? [];
  const deleted = kind.operations.includes('delete') ? outcomes.delete : undefined;

  return (
    <section>
      <ListToolbar>
        <ListTitle title={texts.title} subtitle={texts.subtitle} />
        <Button onClick={() => setEditing({})}>{texts.add}</Button>
      </ListToolbar>
      {texts.notice && (
        <Notice>
          <Alert tone="info">{texts.notice}</Alert>
        </Notice>
      )}
      <TableState isLoading={isLoading} isError={isError} isEmpty={items.length === 0} empty={texts.empty} />
      {items.length > 0 && <AdminRecordTable kind={kind} items={items} onEdit={(item) => setEditing({ item })} onDelete={deleted && setDeleting} />}
      {data && data.total > PAGE_SIZE && (
        <Pager label={texts.pages} offset={offset} limit={PAGE_SIZE} total={data.total} shown={items.length} onOffsetChange={setOffset} />
      )}
      {editing && <AdminRecordDialog kind={kind} item={editing.item} onClose={() => setEditing(null)} />}
      {deleted && (
        <DeleteConfirm
          subject={deleting && `${texts.noun} ${kind.nameOf(deleting)}`}
          onConfirm={() => run(() => remove(deleting!.id), deleted)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
