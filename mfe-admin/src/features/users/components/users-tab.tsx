import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, countOf } from '@freight/domain';
import type { User } from '@freight/domain';
import { useCurrentUser } from '@freight/platform';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { DenseTable } from '../../../components/dense-table';
import { EmailText } from '../../../components/email-text';
import { ActiveBadge, AdminBadge } from '../../../components/flag-badge';
import { exportUrl } from '../../../components/paged-list-query';
import { ExportButton, ListTitle, ListToolbar, Muted, SearchField, ToolbarControls } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { rowsAreStale, StaleRows } from '../../../components/stale-rows';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useAdminAction } from '../../../components/use-admin-action';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteAdminUserMutation, useGetAdminUsersQuery, useUpdateAdminUserMutation } from '../api/admin-users-api';
import { CustomerBillingDialog } from './customer-billing-dialog';
import { MakeAdminConfirm } from './make-admin-confirm';
import { UserActions } from './user-actions';

const PAGE_SIZE = 25;

/** Column names, which also label each cell when a row is a card (phones). */
const COLUMNS = { user: 'User', email: 'Email', company: 'Company', account: 'Account', actions: 'Actions' } as const;

const Stack = styled.div`
  display: grid;
  gap: 2px;
  min-width: 9rem;
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  const query = useGetAdminUsersQuery({ limit: PAGE_SIZE, offset, search: debounced });
  const { data, isLoading, isError, isFetching } = query;
  const stale = rowsAreStale(query, search, debounced);
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const { user: me } = useCurrentUser();
  const [updateUser] = useUpdateAdminUserMutation();
  const [deleteUser] = useDeleteAdminUserMutation();
  const run = useAdminAction();
  const [deleting, setDeleting] = useState<User | null>(null);
  const [promoting, setPromoting] = useState<User | null>(null);
  const [billing, setBilling] = useState<User | null>(null);
  const users = data?.items ?? [];

  const toggleActive = (user: User) =>
    run(
      () => updateUser({ id: user.id, isActive: !user.isActive }).unwrap(),
      user.isActive ? ADMIN_TOASTS.userDeactivated : ADMIN_TOASTS.userActivated,
    );
  const setAdmin = (user: User, isAdmin: boolean) =>
    run(() => updateUser({ id: user.id, isActive: user.isActive, isAdmin }).unwrap(), isAdmin ? ADMIN_TOASTS.adminGranted : ADMIN_TOASTS.adminRemoved);
  // Granting admin rights asks first; removing them is one click, as it only takes access away.
  const toggleAdmin = (user: User) => (user.isAdmin ? setAdmin(user, false) : setPromoting(user));

  return (
    <section>
      <ListToolbar>
        <ListTitle title="User Management" subtitle={data ? countOf(data.total, 'user') : undefined} />
        <ToolbarControls>
          <SearchField
            label="Search users"
            placeholder="Name, username, email or company"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
          <ExportButton href={exportUrl('api/admin/users/export', { search: debounced })} subject="users" one="user" />
        </ToolbarControls>
      </ListToolbar>
      <TableState isLoading={isLoading} isError={isError} isEmpty={users.length === 0} empty={debounced ? 'No users match your search' : 'No users yet'} />
      {users.length > 0 && (
        <StaleRows stale={stale}>
          <DenseTable label="Users" cardsOnPhone aria-busy={isFetching || undefined}>
            <thead>
              <tr>
                <th>{COLUMNS.user}</th>
                <th>{COLUMNS.email}</th>
                <th>{COLUMNS.company}</th>
                <th>{COLUMNS.account}</th>
                <th>{COLUMNS.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>
                    <Stack>
                      <strong>{`${user.firstName} ${user.lastName}`}</strong>
                      <Muted>{user.username}</Muted>
                    </Stack>
                  </td>
                  <td data-wrap data-label={COLUMNS.email}>
                    <EmailText email={user.email} />
                  </td>
                  <td data-wrap data-label={COLUMNS.company}>
                    {user.companyName}
                  </td>
                  <td data-label={COLUMNS.account}>
                    <Badges>
                      <ActiveBadge active={user.isActive} />
                      <AdminBadge admin={user.isAdmin} />
                    </Badges>
                  </td>
                  <td>
                    <UserActions user={user} selfId={me?.id} onToggleActive={toggleActive} onToggleAdmin={toggleAdmin} onDelete={setDeleting} onBilling={setBilling} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DenseTable>
        </StaleRows>
      )}
      {data && data.total > 0 && (
        <Pager label="User pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={users.length} onOffsetChange={setOffset} />
      )}
      {billing && <CustomerBillingDialog user={billing} onClose={() => setBilling(null)} />}
      <MakeAdminConfirm user={promoting} onConfirm={(user) => setAdmin(user, true)} onClose={() => setPromoting(null)} />
      <DeleteConfirm
        subject={deleting && `user ${deleting.firstName} ${deleting.lastName}`}
        detail="Their account is removed; their quote requests are kept."
        onConfirm={() => run(() => deleteUser(deleting!.id).unwrap(), ADMIN_TOASTS.userDeleted)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
