import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CARRIER_STATUS_LABELS, CARRIER_STATUSES, CARRIER_VERIFICATION_MESSAGES, countOf, documentsMissingForVerification, formatLongDate, type User } from '@freight/domain';
import { Button } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { ActiveBadge } from '../../../components/flag-badge';
import { FilterField, ListTitle, ListToolbar, Muted, RowActions, SearchField, ToolbarControls } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { rowsAreStale, StaleRows } from '../../../components/stale-rows';
import { TableState } from '../../../components/table-state';
import { useAdminAction } from '../../../components/use-admin-action';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useGetCarriersQuery, useSuspendCarrierMutation, useVerifyCarrierMutation } from '../api/carriers-api';
import { CarrierDetailsDialog } from './carrier-details-dialog';
import { CarrierStatusBadge } from './carrier-status-badge';
import { SuspendDialog } from './suspend-dialog';
import { VerifyDialog } from './verify-dialog';

const PAGE_SIZE = 25;
const STATUS_FILTERS = [{ value: '', label: 'All carriers' }, ...CARRIER_STATUSES.map((value) => ({ value, label: CARRIER_STATUS_LABELS[value] }))];
const COLUMNS = { carrier: 'Carrier', authority: 'USDOT / MC', operates: 'Equipment and regions', status: 'Status', actions: 'Actions' } as const;
const VERIFY_OUTCOME = { success: CARRIER_VERIFICATION_MESSAGES.verified, failure: CARRIER_VERIFICATION_MESSAGES.verifyFailed };
const SUSPEND_OUTCOME = { success: CARRIER_VERIFICATION_MESSAGES.suspended, failure: CARRIER_VERIFICATION_MESSAGES.suspendFailed };

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

const lastChangeAt = (carrier: User) => carrier.carrierStatusHistory?.at(-1)?.at ?? '';

/**
 * The page's carriers with those staff changed while looking at it: a carrier verified or suspended
 * here stays in view with its new status (the server's row once it has the change, else the answer to
 * the change, e.g. when it no longer matches the status filter), in the list's order, until the
 * filter, the search or the page changes.
 */
function withChanged(items: readonly User[], changed: ReadonlyMap<number, User>): User[] {
  const rows = new Map(items.map((carrier) => [carrier.id, carrier]));
  for (const carrier of changed.values()) {
    const row = rows.get(carrier.id);
    if (!row || lastChangeAt(carrier) > lastChangeAt(row)) rows.set(carrier.id, carrier);
  }
  return [...rows.values()].sort((a, b) => b.id - a.id);
}

function lastChange(carrier: User): string {
  const change = carrier.carrierStatusHistory?.at(-1);
  if (!change) return '';
  return `${formatLongDate(change.at)}${change.by === 'registration' ? '' : `, by ${change.by}`}`;
}

/** Carrier accounts by verification status: staff check a carrier's details, then verify or suspend it. */
export function CarriersTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('pending');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  const query = useGetCarriersQuery({ limit: PAGE_SIZE, offset, search: debounced, status });
  const { data, isLoading, isError, isFetching } = query;
  const stale = rowsAreStale(query, search, debounced);
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [verify] = useVerifyCarrierMutation();
  const [suspend] = useSuspendCarrierMutation();
  const run = useAdminAction();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [suspending, setSuspending] = useState<User | null>(null);
  const [overriding, setOverriding] = useState<User | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<number, User>>(new Map());
  useEffect(() => setChanged(new Map()), [status, debounced, offset]);
  const carriers = withChanged(data?.items ?? [], changed);
  // Changed here and no longer in the server's list (a verified carrier in the Pending list): counted apart.
  const keptApart = carriers.length - (data?.items.length ?? 0);
  const subtitle = data ? `${countOf(data.total, 'carrier')}${keptApart > 0 ? `, and ${keptApart} you just changed` : ''}` : undefined;
  const viewing = carriers.find((carrier) => carrier.id === viewingId) ?? null;
  const filtered = Boolean(debounced || status);
  const keep = (carrier: User) => setChanged((before) => new Map(before).set(carrier.id, carrier));

  /** Verifies at once when the certificate and the W-9 are on file; without them staff give an override reason first. */
  const verifyCarrier = (carrier: User, overrideReason?: string) => run(async () => keep(await verify({ id: carrier.id, overrideReason }).unwrap()), VERIFY_OUTCOME);
  const startVerify = (carrier: User) => (documentsMissingForVerification(carrier.carrierDocuments).length ? setOverriding(carrier) : void verifyCarrier(carrier));

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Carrier Verification" subtitle={subtitle} />
        <ToolbarControls>
          <FilterField
            label="Filter by status"
            value={status}
            options={STATUS_FILTERS}
            onFilter={(value) => {
              setStatus(value);
              setOffset(0);
            }}
          />
          <SearchField
            label="Search carriers"
            placeholder="Company, name, username or email"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
        </ToolbarControls>
      </ListToolbar>
      <TableState
        isLoading={isLoading}
        isError={isError}
        isEmpty={carriers.length === 0}
        empty={status === 'pending' && !debounced ? 'No carriers are waiting for verification' : filtered ? 'No carriers match these filters' : 'No carriers have registered yet'}
      />
      {carriers.length > 0 && (
        <StaleRows stale={stale}>
          <DenseTable label="Carrier accounts" cardsOnPhone aria-busy={isFetching || undefined}>
            <thead>
              <tr>
                <th>{COLUMNS.carrier}</th>
                <th>{COLUMNS.authority}</th>
                <th>{COLUMNS.operates}</th>
                <th>{COLUMNS.status}</th>
                <th>{COLUMNS.actions}</th>
              </tr>
            </thead>
            <tbody>
              {carriers.map((carrier) => (
                <tr key={carrier.id}>
                  <td>
                    <Stack>
                      <strong>{carrier.companyName}</strong>
                      <Muted>{`${carrier.firstName} ${carrier.lastName}`}</Muted>
                    </Stack>
                  </td>
                  <td data-label={COLUMNS.authority}>
                    <Stack>
                      <span>{`USDOT ${carrier.carrierInfo?.dotNumber ?? ''}`}</span>
                      <Muted>{carrier.carrierInfo?.mcNumber || 'No MC number'}</Muted>
                    </Stack>
                  </td>
                  <td data-wrap data-label={COLUMNS.operates}>
                    <Stack>
                      <span>{carrier.carrierInfo?.equipmentTypes.join(', ')}</span>
                      <Muted>{carrier.carrierInfo?.operatingRegions.join(', ')}</Muted>
                    </Stack>
                  </td>
                  <td data-label={COLUMNS.status}>
                    <Stack>
                      <Badges>
                        <CarrierStatusBadge status={carrier.carrierStatus} />
                        {!carrier.isActive && <ActiveBadge active={false} />}
                      </Badges>
                      <Muted>{lastChange(carrier)}</Muted>
                    </Stack>
                  </td>
                  <td>
                    <RowActions>
                      <Button size="sm" variant="ghost" aria-label={`Details of ${carrier.companyName}`} onClick={() => setViewingId(carrier.id)}>
                        Details
                      </Button>
                      {carrier.carrierStatus !== 'verified' && (
                        <Button size="sm" variant="secondary" aria-label={`Verify ${carrier.companyName}`} onClick={() => startVerify(carrier)}>
                          Verify
                        </Button>
                      )}
                      {carrier.carrierStatus !== 'suspended' && (
                        <Button size="sm" variant="subtleDanger" aria-label={`Suspend ${carrier.companyName}`} onClick={() => setSuspending(carrier)}>
                          Suspend
                        </Button>
                      )}
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </DenseTable>
        </StaleRows>
      )}
      {data && data.total > 0 && (
        <Pager label="Carrier pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={data.items.length} onOffsetChange={setOffset} />
      )}
      <CarrierDetailsDialog carrier={viewing} onClose={() => setViewingId(null)} />
      <VerifyDialog carrier={overriding} onVerify={verifyCarrier} onClose={() => setOverriding(null)} />
      <SuspendDialog carrier={suspending} onSuspend={(carrier, reason) => run(async () => keep(await suspend({ id: carrier.id, reason }).unwrap()), SUSPEND_OUTCOME)} onClose={() => setSuspending(null)} />
    </section>
  );
}
