import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { countOf, formatLongDate, lateness, nextMilestoneLabel, type Shipment, SHIPMENT_EVENT_LABELS, SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES } from '@freight/domain';
import { Button, ShipmentStatusBadge } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { FilterField, ListTitle, ListToolbar, Muted, SearchField, ToolbarControls } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { rowsAreStale, StaleRows } from '../../../components/stale-rows';
import { TableState } from '../../../components/table-state';
import { useClampedOffset } from '../../../components/use-clamped-offset';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useGetAdminShipmentsQuery } from '../api/admin-shipments-api';
import { ShipmentDialog } from './shipment-dialog';

const PAGE_SIZE = 20;
const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  ...SHIPMENT_STATUSES.map((value) => ({ value, label: SHIPMENT_STATUS_LABELS[value] })),
  { value: 'exception', label: `Open ${SHIPMENT_EVENT_LABELS['exception-raised'].toLowerCase()}` },
];

const Stack = styled.div`
  display: grid;
  gap: 2px;
  min-width: 8rem;
`;

const COLUMNS = { shipment: 'Shipment', customer: 'Customer', lane: 'Lane', status: 'Status', next: 'Next step', actions: 'Actions' } as const;

/** Staff's shipments: filter by status, search by number, customer or city, page through, and open one to record events or cancel. */
export function ShipmentsTab() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  const query = useGetAdminShipmentsQuery({ limit: PAGE_SIZE, offset, search: debounced, status });
  const { data, isLoading, isError } = query;
  const stale = rowsAreStale(query, search, debounced);
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [openId, setOpenId] = useState<number | null>(null);
  const shipments = data?.items ?? [];

  // `?shipment=<id>` (the link in the staff email) opens that shipment.
  useEffect(() => {
    const linked = Number(params.get('shipment'));
    if (!Number.isInteger(linked) || linked <= 0) return;
    setOpenId(linked);
    const next = new URLSearchParams(params);
    next.delete('shipment');
    setParams(next, { replace: true });
  }, [params, setParams]);

  return (
    <section>
      <ListToolbar>
        <ListTitle title="Shipments" subtitle={data ? countOf(data.total, 'shipment') : undefined} />
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
            label="Search shipments"
            placeholder="Number, customer or city"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
        </ToolbarControls>
      </ListToolbar>
      <TableState isLoading={isLoading} isError={isError} isEmpty={shipments.length === 0} empty={debounced || status ? 'No shipments match these filters' : 'No shipments yet'} />
      {shipments.length > 0 && (
        <StaleRows stale={stale}>
          <DenseTable label="Shipments" cardsOnPhone>
            <thead>
              <tr>
                {Object.values(COLUMNS).map((label) => (
                  <th key={label}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shipments.map((shipment: Shipment) => (
                <tr key={shipment.id}>
                  <td>
                    <Stack>
                      <strong>{shipment.number}</strong>
                      <Muted>Booked {formatLongDate(shipment.createdAt)}</Muted>
                    </Stack>
                  </td>
                  <td data-label={COLUMNS.customer}>
                    <Stack>
                      <span>{shipment.customer.companyName}</span>
                      <Muted>{shipment.customer.name}</Muted>
                    </Stack>
                  </td>
                  <td data-label={COLUMNS.lane}>
                    {shipment.origin.city}, {shipment.origin.state} → {shipment.destination.city}, {shipment.destination.state}
                  </td>
                  <td data-label={COLUMNS.status}>
                    <ShipmentStatusBadge status={shipment.status} exception={Boolean(shipment.exception)} late={lateness(shipment) !== null} />
                  </td>
                  <td data-label={COLUMNS.next}>{nextMilestoneLabel(shipment) || '—'}</td>
                  <td data-label={COLUMNS.actions}>
                    <Button size="sm" variant="outline" onClick={() => setOpenId(shipment.id)} aria-label={`Manage shipment ${shipment.number}`}>
                      Manage
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DenseTable>
        </StaleRows>
      )}
      {data && data.total > 0 && <Pager label="Shipment pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={shipments.length} onOffsetChange={setOffset} />}
      {openId !== null && <ShipmentDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
