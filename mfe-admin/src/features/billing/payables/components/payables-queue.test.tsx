import { screen, waitFor, within } from '@testing-library/react';
import { easternDate, PAYABLE_MESSAGES, type PayableBatchAnswer, type PayableView } from '@freight/domain';
import { BILLING_MESSAGES } from '@freight/domain/billing';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { listed } from '../../../../testing/fixtures';
import { BillingTab } from '../../components/billing-tab';
import { PayablesQueue } from './payables-queue';

const payable = (changes: Partial<PayableView>): PayableView => ({
  id: 1,
  shipmentId: 40,
  shipmentNumber: 'HL-10040',
  carrierId: 9,
  carrierName: 'Brennan Trucking LLC',
  lane: 'Newark, NJ to Boston, MA',
  status: 'ready',
  rateConfirmationCents: 150000,
  accessorials: [],
  amountCents: 150000,
  quickPay: null,
  netCents: 150000,
  paidCents: 0,
  balanceCents: 150000,
  podReceived: true,
  documentsComplete: true,
  holds: [],
  carrierInvoice: { method: 'upload', number: 'BT-118', invoiceDate: '2026-12-02', submittedAt: '2026-12-02T15:00:00.000Z', file: { name: 'bt-118.pdf', size: 2000 } },
  waitingFor: [],
  terms: { kind: 'net', days: 30 },
  expectedPayDate: '2027-01-01',
  payDate: null,
  payments: [],
  createdAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-12-01T15:00:00.000Z',
  ...changes,
});

const READY = payable({});
const WAITING = payable({ id: 2, shipmentNumber: 'HL-10041', status: 'delivered', carrierInvoice: null, expectedPayDate: null, waitingFor: ["The carrier's invoice has not been received"] });
const HELD = payable({
  id: 3,
  shipmentNumber: 'HL-10042',
  status: 'delivered',
  holds: [{ reason: 'open_claim', note: 'Damaged pallet', placedAt: '2026-12-03T15:00:00.000Z', placedBy: { userId: 3, name: 'Ada Admin' } }],
  waitingFor: ['Open claim: Damaged pallet'],
});
const SCHEDULED = payable({
  id: 4,
  shipmentNumber: 'HL-10043',
  carrierId: 12,
  carrierName: 'Keystone Reefer Lines',
  status: 'scheduled',
  accessorials: [{ kind: 'detention', description: '2 hours', amountCents: 7500, approvedAt: '2026-12-02T15:00:00.000Z' }],
  amountCents: 107500,
  rateConfirmationCents: 100000,
  quickPay: { requestedAt: '2026-12-02T15:00:00.000Z', feePercent: 2, feeCents: 2150 },
  netCents: 105350,
  balanceCents: 105350,
  payDate: '2026-12-07',
});
const PAID = payable({ id: 5, shipmentNumber: 'HL-10044', status: 'paid', paidCents: 150000, balanceCents: 0, payDate: '2026-12-01', expectedPayDate: null });

const DUE = { today: '2026-12-03', weeks: [{ weekOf: '2026-11-30', count: 2, totalCents: 255350, pastDueCents: 0 }, { weekOf: '2026-12-28', count: 1, totalCents: 150000, pastDueCents: 0 }], totalCents: 405350 };

const rowOf = async (load: string) => (await screen.findByText(load)).closest('tr')!;
const base = (items: PayableView[]) => ({
  'GET /api/admin/payables': listed(items),
  'GET /api/admin/payables/due-by-week': { body: DUE },
  'GET /api/admin/carrier-pay-settings': { body: { quickPayFeePercent: 2, carrierTermsDays: 30 } },
});

describe('PayablesQueue', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists what is owed to carriers with amounts in dollars, what each waits for, its invoice and pay date, the actions each allows, and AP due by week', async () => {
    api = mockApi(base([READY, WAITING, HELD, SCHEDULED, PAID]));
    renderWithProviders(<PayablesQueue />);
    expect(await screen.findByText('5 payables')).toBeInTheDocument();
    const buttons = (row: HTMLElement) => within(row).getAllByRole('button').map((b) => b.textContent).filter((text) => text !== 'Brennan Trucking LLC' && text !== 'Keystone Reefer Lines');

    const ready = await rowOf('HL-10040');
    expect(within(ready).getByText('Ready to pay')).toBeInTheDocument();
    expect(within(ready).getByRole('link', { name: 'Carrier invoice BT-118 for load HL-10040' })).toHaveAttribute('href', '/api/admin/payables/1/invoice-file');
    expect(within(ready).getByText('January 1, 2027 (expected)')).toBeInTheDocument();
    expect(buttons(ready)).toEqual(['Approve accessorial', 'Schedule', 'Hold']);

    const waiting = await rowOf('HL-10041');
    expect(within(waiting).getByText("The carrier's invoice has not been received")).toBeInTheDocument();
    expect(within(waiting).getByText('Not received')).toBeInTheDocument();
    expect(buttons(waiting)).toEqual(['Approve accessorial', 'Hold']);

    const held = await rowOf('HL-10042');
    expect(within(held).getByText('On hold')).toBeInTheDocument();
    expect(within(held).getByText('Open claim: Damaged pallet')).toBeInTheDocument();
    expect(buttons(held)).toEqual(['Approve accessorial', 'Hold', 'Release hold']);

    const scheduled = await rowOf('HL-10043');
    expect(within(scheduled).getByText('$1,075.00')).toBeInTheDocument();
    expect(within(scheduled).getByText('incl. $75.00 accessorials')).toBeInTheDocument();
    expect(within(scheduled).getByText('Quick pay 2%: -$21.50')).toBeInTheDocument();
    expect(within(scheduled).getByText('$1,053.50')).toBeInTheDocument();
    expect(within(scheduled).getByText('December 7, 2026')).toBeInTheDocument();
    expect(buttons(scheduled)).toEqual(['Record payment', 'Hold']);

    const paid = await rowOf('HL-10044');
    expect(buttons(paid)).toEqual([]);
    expect(within(paid).getByRole('checkbox', { name: 'Select load HL-10044' })).toBeDisabled();

    const due = within(screen.getByRole('list', { name: 'Carrier pay due by week' }));
    expect(due.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Week of November 30, 2026$2,553.502 payables', 'Week of December 28, 2026$1,500.001 payable']);
    expect(screen.getByText('Carrier pay due by week: $4,053.50')).toBeInTheDocument();
  });

  it('asks the server for the filters chosen, a carrier picked from its name included, and exports the list as filtered', async () => {
    api = mockApi(base([READY, SCHEDULED]));
    const { user } = renderWithProviders(<PayablesQueue />);
    await rowOf('HL-10040');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'scheduled');
    await user.selectOptions(screen.getByLabelText('Quick pay'), 'true');
    await user.selectOptions(screen.getByLabelText('Holds'), 'false');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('status=scheduled&quickPay=true&onHold=false'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Show only Keystone Reefer Lines' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('status=scheduled&carrierId=12&quickPay=true&onHold=false'))).toBe(true));
    expect(screen.getByText('Carrier: Keystone Reefer Lines')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QuickBooks bills' })).toHaveAttribute('href', '/api/admin/payables/export/quickbooks?status=scheduled&carrierId=12&quickPay=true&onHold=false');
    await user.click(screen.getByRole('button', { name: 'Show every carrier' }));
    expect(screen.queryByText('Carrier: Keystone Reefer Lines')).not.toBeInTheDocument();
  });

  it("approves an accessorial only once the API's schema passes, then shows the answer", async () => {
    const message = PAYABLE_MESSAGES.accessorialApproved('Detention', 7500);
    api = mockApi({ ...base([READY]), 'POST /api/admin/payables/1/accessorials': { status: 201, body: { message, payable: READY } } });
    const { user } = renderWithProviders(<PayablesQueue />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Approve accessorial on load HL-10040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve an accessorial on load HL-10040' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve accessorial' }));
    expect(await within(dialog).findByLabelText(/Kind/)).toHaveAccessibleDescription(expect.stringContaining(PAYABLE_MESSAGES.accessorialKindInvalid));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveAccessibleDescription(expect.stringContaining(PAYABLE_MESSAGES.amountInvalid));
    expect(api.callsTo('POST /api/admin/payables/1/accessorials')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Kind/), 'detention');
    await user.type(within(dialog).getByLabelText(/Description/), '3 hours at the consignee');
    await user.type(within(dialog).getByLabelText(/Amount/), '75.00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve accessorial' }));
    expect(await findToast()).toHaveTextContent(message);
    expect(api.callsTo('POST /api/admin/payables/1/accessorials')[0].body).toEqual({ kind: 'detention', description: '3 hours at the consignee', amount: '75.00' });
  });

  it('holds with a reason and a note, and releases a hold', async () => {
    api = mockApi({
      ...base([READY, HELD]),
      'POST /api/admin/payables/1/holds': { status: 201, body: { message: PAYABLE_MESSAGES.holdPlaced('Open claim'), payable: READY } },
      'POST /api/admin/payables/3/release': { body: { message: PAYABLE_MESSAGES.holdReleased('Open claim'), payable: READY } },
    });
    const { user } = renderWithProviders(<PayablesQueue />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Hold on load HL-10040' }));
    const hold = await screen.findByRole('dialog', { name: 'Put load HL-10040 on hold' });
    await user.selectOptions(within(hold).getByLabelText(/Reason/), 'open_claim');
    await user.click(within(hold).getByRole('button', { name: 'Put on hold' }));
    expect(await within(hold).findByLabelText(/Note/)).toHaveAccessibleDescription(expect.stringContaining(PAYABLE_MESSAGES.holdNote));
    await user.type(within(hold).getByLabelText(/Note/), 'Consignee reports shortage');
    await user.click(within(hold).getByRole('button', { name: 'Put on hold' }));
    expect(await findToast()).toHaveTextContent('Put on hold: Open claim.');
    expect(api.callsTo('POST /api/admin/payables/1/holds')[0].body).toEqual({ reason: 'open_claim', note: 'Consignee reports shortage' });

    await user.click(within(await rowOf('HL-10042')).getByRole('button', { name: 'Release hold on load HL-10042' }));
    const release = await screen.findByRole('dialog', { name: 'Release a hold on load HL-10042' });
    await user.click(within(release).getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/payables/3/release')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/payables/3/release')[0].body).toEqual({ reason: 'open_claim' });
  });

  it('schedules once staff confirm, and records a payment of the balance, showing the server’s refusal in the dialog', async () => {
    api = mockApi({
      ...base([READY, SCHEDULED]),
      'POST /api/admin/payables/1/schedule': { body: { message: PAYABLE_MESSAGES.scheduled('2027-01-01'), payable: READY } },
      'POST /api/admin/payables/4/payments': { status: 409, body: { message: 'This payable is not ready to pay: Open claim.' } },
    });
    const { user } = renderWithProviders(<PayablesQueue />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Schedule on load HL-10040' }));
    const confirm = await screen.findByRole('dialog', { name: 'Schedule the payment for load HL-10040?' });
    expect(confirm).toHaveTextContent("It is paid on the carrier invoice's due date");
    await user.click(within(confirm).getByRole('button', { name: 'Schedule payment' }));
    expect(await findToast()).toHaveTextContent('Scheduled to pay on January 1, 2027.');

    await user.click(within(await rowOf('HL-10043')).getByRole('button', { name: 'Record payment on load HL-10043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment on load HL-10043' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('1053.50');
    expect(within(dialog).getByLabelText(/Date paid/)).toHaveValue(easternDate());
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'ach');
    await user.type(within(dialog).getByLabelText(/Reference/), 'ACH-5521');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('This payable is not ready to pay: Open claim.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/payables/4/payments')[0].body).toEqual({ amount: '1053.50', paidOn: easternDate(), method: 'ach', reference: 'ACH-5521' });
  });

  it('totals the selection and pays it in one run, then says how each payable went', async () => {
    const answer: PayableBatchAnswer = {
      message: 'Paid 1 of 2.',
      totalCents: 255350,
      doneCents: 105350,
      results: [
        { id: 1, ok: false, message: BILLING_MESSAGES.payNotScheduled },
        { id: 4, ok: true, message: PAYABLE_MESSAGES.paymentRecorded, payable: { ...SCHEDULED, status: 'paid' } },
      ],
    };
    api = mockApi({ ...base([READY, SCHEDULED, PAID]), 'POST /api/admin/payables/batch': { body: answer } });
    const { user } = renderWithProviders(<PayablesQueue />);
    await user.click(within(await rowOf('HL-10040')).getByRole('checkbox', { name: 'Select load HL-10040' }));
    await user.click(within(await rowOf('HL-10043')).getByRole('checkbox', { name: 'Select load HL-10043' }));
    const selection = screen.getByRole('group', { name: 'Selected payables' });
    expect(selection).toHaveTextContent('2 selected · $2,553.50');

    await user.click(within(selection).getByRole('button', { name: 'Pay selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay 2 payables?' });
    expect(dialog).toHaveTextContent('$2,553.50 in all');
    await user.click(within(dialog).getByRole('button', { name: 'Pay selected' }));
    expect(await within(dialog).findByLabelText(/Reference/)).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.paymentReference));
    expect(api.callsTo('POST /api/admin/payables/batch')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'ach');
    await user.type(within(dialog).getByLabelText(/Reference/), 'RUN-1207');
    await user.click(within(dialog).getByRole('button', { name: 'Pay selected' }));

    const results = await screen.findByRole('dialog', { name: 'Paid 1 of 2.' });
    expect(api.callsTo('POST /api/admin/payables/batch')[0].body).toEqual({ action: 'pay', ids: [1, 4], paidOn: easternDate(), method: 'ach', reference: 'RUN-1207' });
    expect(results).toHaveTextContent('$1,053.50 of $2,553.50 selected');
    const items = within(within(results).getByRole('list', { name: 'Each payable' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([`Load HL-10040Refused${BILLING_MESSAGES.payNotScheduled}`, `Load HL-10043Done${PAYABLE_MESSAGES.paymentRecorded}`]);
    await user.click(within(results).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Selected payables' })).not.toBeInTheDocument();
  });

  it('shows and saves the quick pay settings, refusing a fee the API would refuse', async () => {
    api = mockApi({
      ...base([READY]),
      'PUT /api/admin/carrier-pay-settings': { body: { message: PAYABLE_MESSAGES.settingsSaved, settings: { quickPayFeePercent: 2.5, carrierTermsDays: 45 } } },
    });
    const { user } = renderWithProviders(<PayablesQueue />);
    await rowOf('HL-10040');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quick pay settings' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Quick pay settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carrier pay settings' });
    const fee = within(dialog).getByLabelText(/Quick pay fee/);
    expect(fee).toHaveValue('2');
    await user.clear(fee);
    await user.type(fee, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByLabelText(/Quick pay fee/)).toHaveAccessibleDescription(expect.stringContaining(PAYABLE_MESSAGES.feePercentInvalid));
    expect(api.callsTo('PUT /api/admin/carrier-pay-settings')).toHaveLength(0);
    await user.clear(fee);
    await user.type(fee, '2.5');
    await user.clear(within(dialog).getByLabelText(/Standard carrier terms/));
    await user.type(within(dialog).getByLabelText(/Standard carrier terms/), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await findToast()).toHaveTextContent(PAYABLE_MESSAGES.settingsSaved);
    expect(api.callsTo('PUT /api/admin/carrier-pay-settings')[0].body).toEqual({ quickPayFeePercent: 2.5, carrierTermsDays: 45 });
  });
});

describe('the Billing tab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('opens on the receivables and switches to the payables queue', async () => {
    api = mockApi({ ...base([READY]), 'GET /api/admin/invoices': listed([]) });
    const { user } = renderWithProviders(<BillingTab />);
    expect(screen.getByRole('button', { name: 'Receivables' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/payables')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Payables' }));
    expect(screen.getByRole('button', { name: 'Payables' })).toHaveAttribute('aria-pressed', 'true');
    expect(await rowOf('HL-10040')).toBeInTheDocument();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
  });
});
