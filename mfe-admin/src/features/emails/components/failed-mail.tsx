import { ADMIN_TOASTS, formatLongDate } from '@freight/domain';
import { Button, Card, CardTitle, VisuallyHidden } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { Muted } from '../../../components/list-toolbar';
import { TableState } from '../../../components/table-state';
import { useAdminAction } from '../../../components/use-admin-action';
import { useGetFailedMailQuery, useRetryMailMutation } from '../api/mail-api';

/** Emails that ran out of tries, with the last error; Retry queues one again. */
export function FailedMail() {
  const { data, isLoading, isError } = useGetFailedMailQuery();
  const [retry, { isLoading: retrying }] = useRetryMailMutation();
  const run = useAdminAction();
  const items = data?.items ?? [];
  return (
    <Card as="section" aria-label="Failed emails">
      <CardTitle as="h2">Failed emails</CardTitle>
      <TableState isLoading={isLoading} isError={isError} isEmpty={items.length === 0} empty="No failed emails" />
      {items.length > 0 && (
        <DenseTable label="Failed emails">
          <thead>
            <tr>
              <th>To</th>
              <th>Subject</th>
              <th>Tries</th>
              <th>Last error</th>
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.id}>
                <td>{m.to}</td>
                <td>
                  {m.subject}
                  <div>
                    <Muted>{formatLongDate(m.updatedAt)}</Muted>
                  </div>
                </td>
                <td>{m.attempts}</td>
                <td>{m.lastError}</td>
                <td>
                  <Button size="sm" variant="outline" disabled={retrying} onClick={() => void run(() => retry(m.id).unwrap(), ADMIN_TOASTS.emailRetried)}>
                    Retry
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DenseTable>
      )}
    </Card>
  );
}
