import { useState } from 'react';
import styled from 'styled-components';
import { countOf, PAYABLE_ADMIN_TEXTS, type PayableBatchAction, type PayableView } from '@freight/domain';
import { formatCents, PAYABLE_STATUS_LABELS, PAYABLE_STATUSES, sumCents } from '@freight/domain/billing';
import { Button } from '@freight/ui';
import { ConfirmDialog } from '@freight/ui/widgets';
import { ExportButton, FilterField, ListTitle, ListToolbar, ToolbarControls } from '../../../../components/list-toolbar';
import { Pager } from '../../../../components/pager';
import { TableState } from '../../../../components/table-state';
import { useClampedOffset } from '../../../../components/use-clamped-offset';
import { useInvoiceAction } from '../../hooks/use-invoice-action';
import { type PayableFilters, payablesExportUrl, useGetAdminPayablesQuery, useGetCarrierPaySettingsQuery, useSchedulePayableMutation } from '../api/admin-payables-api';
import { BatchDialog } from './batch-dialog';
import { DueByWeek } from './due-by-week';
import { AccessorialDialog, HoldDialog, PaymentDialog, ReleaseDialog } from './payable-dialogs';
import { type PayableAction, PayablesTable } from './payables-table';
import { PaySettingsDialog } from './pay-settings-dialog';

const PAGE_SIZE = 20;
const STATUS_FILTERS = [{ value: '', label: 'All statuses' }, ...PAYABLE_STATUSES.map((value) => ({ value, label: PAYABLE_STATUS_LABELS[value] }))];
const QUICK_PAY_FILTERS = [{ value: '', label: 'Any terms' }, { value: 'true', label: 'Quick pay' }, { value: 'false', label: 'Standard terms' }];
const HOLD_FILTERS = [{ value: '', label: 'Held or not' }, { value: 'true', label: 'On hold' }, { value: 'false', label: 'Not on hold' }];
const NO_FILTERS: PayableFilters = { status: '', carrierId: null, quickPay: '', onHold: '' };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

type Open = { action: PayableAction; payable: PayableView } | null;

/** Schedules one payable once staff confirm when it will be paid. */
function ScheduleConfirm({ payable, onClose }: { payable: PayableView; onClose: () => void }) {
  const [schedule, { isLoading }] = useSchedulePayableMutation();
  const run = useInvoiceAction();
  return (
    <ConfirmDialog
      open
      title={PAYABLE_ADMIN_TEXTS.scheduleTitle(payable.shipmentNumber)}
      description={`${payable.carrierName} · ${formatCents(payable.balanceCents)}. ${PAYABLE_ADMIN_TEXTS.scheduleDetail(payable.quickPay !== null)}`}
      confirmLabel="Schedule payment"
      tone="primary"
      loading={isLoading}
      onConfirm={() => void run(() => schedule({ id: payable.id }).unwrap(), PAYABLE_ADMIN_TEXTS.actionFailed).then((refused) => !refused && onClose())}
      onCancel={onClose}
    />
  );
}

/**
 * The payables queue: what the brokerage owes carriers, filtered by status, carrier, quick pay and
 * hold, with each payable's steps, a selection (and its total) to schedule or pay at once, the
 * exports, accounts payable by week and the quick pay settings.
 */
export function PayablesQueue() {
  const [filters, setFilters] = useState<PayableFilters>(NO_FILTERS);
  const [carrierName, setCarrierName] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useGetAdminPayablesQuery({ ...filters, limit: PAGE_SIZE, offset });
  useClampedOffset(offset, setOffset, PAGE_SIZE, data?.total);
  const [selected, setSelected] = useState<Map<number, PayableView>>(new Map());
  const [open, setOpen] = useState<Open>(null);
  const [batch, setBatch] = useState<PayableBatchAction | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data: settings } = useGetCarrierPaySettingsQuery();
  const payables = data?.items ?? [];
  const filtered = filters.status !== '' || filters.carrierId !== null || filters.quickPay !== '' || filters.onHold !== '';
  // The selection as the list now shows it (a payable changed since it was ticked counts as it is now).
  const chosen = [...selected.values()].map((p) => payables.find((shown) => shown.id === p.id) ?? p);

  const filter = (changes: Partial<PayableFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setOffset(0);
    setSelected(new Map());
  };
  const select = (items: PayableView[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const p of items) if (on && p.status !== 'paid') next.set(p.id, p);
      else next.delete(p.id);
      return next;
    });
  const close = () => setOpen(null);

  return (
    <section>
      <ListToolbar>
        <ListTitle title={PAYABLE_ADMIN_TEXTS.payables} subtitle={data ? countOf(data.total, 'payable') : undefined} />
        <ToolbarControls>
          <FilterField label="Filter by status" value={filters.status} options={STATUS_FILTERS} onFilter={(status) => filter({ status: status as PayableFilters['status'] })} />
          <FilterField label="Quick pay" value={filters.quickPay} options={QUICK_PAY_FILTERS} onFilter={(quickPay) => filter({ quickPay: quickPay as PayableFilters['quickPay'] })} />
          <FilterField label="Holds" value={filters.onHold} options={HOLD_FILTERS} onFilter={(onHold) => filter({ onHold: onHold as PayableFilters['onHold'] })} />
          <ExportButton href={payablesExportUrl('csv', filters)} subject="payables" one="payable" />
          <Button as="a" variant="outline" href={payablesExportUrl('quickbooks', filters)} download>
            QuickBooks bills
          </Button>
          <Button variant="ghost" onClick={() => setSettingsOpen(true)} disabled={!settings}>
            Quick pay settings
          </Button>
        </ToolbarControls>
      </ListToolbar>
      <DueByWeek />
      {filters.carrierId !== null && (
        <Bar>
          <span>{`Carrier: ${carrierName}`}</span>
          <Button size="sm" variant="ghost" onClick={() => filter({ carrierId: null })}>
            Show every carrier
          </Button>
        </Bar>
      )}
      {chosen.length > 0 && (
        <Bar role="group" aria-label="Selected payables">
          <strong>{PAYABLE_ADMIN_TEXTS.selectionTotal(chosen.length, sumCents(chosen.map((p) => p.balanceCents)))}</strong>
          <Button size="sm" onClick={() => setBatch('schedule')}>
            Schedule selected
          </Button>
          <Button size="sm" onClick={() => setBatch('pay')}>
            Pay selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </Bar>
      )}
      <TableState isLoading={isLoading} isError={isError} isEmpty={payables.length === 0} empty={filtered ? 'No payables match these filters' : 'No carrier payables yet'} />
      {payables.length > 0 && (
        <PayablesTable
          payables={payables}
          selected={new Set(selected.keys())}
          onSelect={(payable, on) => select([payable], on)}
          onSelectAll={(on) => select(payables, on)}
          onAction={(action, payable) => setOpen({ action, payable })}
          onCarrier={(payable) => {
            setCarrierName(payable.carrierName);
            filter({ carrierId: payable.carrierId });
          }}
        />
      )}
      {data && data.total > 0 && <Pager label="Payable pages" offset={offset} limit={PAGE_SIZE} total={data.total} shown={payables.length} onOffsetChange={setOffset} />}
      {open?.action === 'schedule' && <ScheduleConfirm payable={open.payable} onClose={close} />}
      {open?.action === 'accessorial' && <AccessorialDialog payable={open.payable} onClose={close} />}
      {open?.action === 'hold' && <HoldDialog payable={open.payable} onClose={close} />}
      {open?.action === 'release' && <ReleaseDialog payable={open.payable} onClose={close} />}
      {open?.action === 'pay' && <PaymentDialog payable={open.payable} onClose={close} />}
      {batch && (
        <BatchDialog
          action={batch}
          payables={chosen}
          onClose={(done) => {
            setBatch(null);
            if (done) setSelected(new Map());
          }}
        />
      )}
      {settingsOpen && settings && <PaySettingsDialog settings={settings} onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}
