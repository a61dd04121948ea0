import { useState } from 'react';
import styled from 'styled-components';
import type { WebsiteContent } from '@freight/domain';
import { Alert, Button } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { ActiveBadge } from '../../../components/flag-badge';
import { ListTitle, ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { TableState } from '../../../components/table-state';
import { useGetWebsiteContentQuery } from '../api/website-content-api';
import { WebsiteContentDialog } from './website-content-dialog';

const PAGE_SIZE = 50;

const Value = styled.span`
  display: -webkit-box;
  max-width: 32rem;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function ContentTab() {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useGetWebsiteContentQuery({ limit: PAGE_SIZE, offset });
  const [editing, setEditing] = useState<{ item?: WebsiteContent } | null>(null);
  const items = data?.items ?? [];

  return (
    <Stack as="section">
      <ListToolbar>
        <ListTitle title="Website Content" />
        <Button onClick={() => setEditing({})}>Add Website Content</Button>
      </ListToolbar>
      <Alert tone="info">Content management will be available in the next update.</Alert>
      <TableState isLoading={isLoading} isError={isError} isEmpty={items.length === 0} empty="No website content yet" />
      {items.length > 0 && (
        <DenseTable label="Website content">
          <thead>
            <tr>
              <th>Section</th>
              <th>Key</th>
              <th>Value</th>
              <th>Type</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.section}</td>
                <td>
                  <code>{item.contentKey}</code>
                </td>
                <td>
                  <Value title={item.contentValue}>{item.contentValue}</Value>
                </td>
                <td>{item.contentType}</td>
                <td>
                  <ActiveBadge active={item.isActive} />
                </td>
                <td>
                  <Button size="sm" variant="outline" aria-label={`Edit ${item.section} ${item.contentKey}`} onClick={() => setEditing({ item })}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DenseTable>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pager label="Content pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={items.length} onOffsetChange={setOffset} />
      )}
      {editing && <WebsiteContentDialog item={editing.item} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
