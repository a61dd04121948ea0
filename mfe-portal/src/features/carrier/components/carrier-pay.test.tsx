import { screen, waitFor, within } from '@testing-library/react';
import { easternDate, PAYABLE_MESSAGES, type PayableView, type User } from '@freight/domain';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer } from '../../../testing/fixtures';
import { CarrierArea } from './carrier-area';
import { CarrierPay } from './carrier-pay';

const payable = (changes: Partial<PayableView>): PayableView => ({
  id: 1,
  shipmentId: 40,
  shipmentNumber: 'HL-10040',
  carrierId: 9,
  carrierName: 'Brennan Trucking LLC',
  lane: 'Newark, NJ to Boston, MA',
  status: 'delivered',
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
  carrierInvoice: null,
  waitingFor: ['Waiting for your invoice'],
  terms: { kind: 'net', days: 30 },
  expectedPayDate: null,
  payDate: null,
  payments: [],
  createdAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-12-01T15:00:00.000Z',
  ...changes,
});

const WAITING = payable({});
const QUICK = payable({
  id: 2,
  shipmentNumber: 'HL-10041',
  status: 'ready',
  quickPay: { requestedAt: '2026-12-02T15:00:00.000Z', feePercent: 2, feeCents: 3000 },
  netCents: 147000,
  balanceCents: 147000,
  carrierInvoice: { method: 'upload', number: 'BT-118', invoiceDate: '2026-12-02', submittedAt: '2026-12-02T15:00:00.000Z', file: { name: 'bt-118.pdf', size: 2000 } },
  waitingFor: [],
  expectedPayDate: '2026-12-04',
});
const PAID = payable({
  id: 3,
  shipmentNumber: 'HL-10042',
  status: 'paid',
  paidCents: 150000,
  balanceCents: 0,
  carrierInvoice: { method: 'rate-confirmation', number: 'HL-10042', invoiceDate: '2026-11-02', submittedAt: '2026-11-02T15:00:00.000Z', file: null },
  waitingFor: [],
  payDate: '2026-12-02',
  payments: [{ amountCents: 150000, paidOn: '2026-12-02', method: 'ach', reference: 'ACH-77', recordedAt: '2026-12-02T16:00:00.000Z' }],
});

const listed = (items: PayableView[]) => ({ body: items, headers: { 'X-Total-Count': String(items.length) } });
const rowOf = async (load: string) => (await screen.findByRole('rowheader', { name: load })).closest('tr')!;

describe('CarrierPay', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists each load with its lane, amount, status, pay date and quick pay fee, what it waits for, its payments and what the carrier may do', async () => {
    api = mockApi({ 'GET /api/carrier/payables': listed([WAITING, QUICK, PAID]) });
    renderWithProviders(<CarrierPay />);
    const waiting = within(await rowOf('HL-10040'));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(waiting.getByText('Newark, NJ to Boston, MA')).toBeInTheDocument();
    expect(waiting.getByText('$1,500.00')).toBeInTheDocument();
    expect(waiting.getByText('Awaiting paperwork')).toBeInTheDocument();
    expect(within(waiting.getByRole('list', { name: 'Load HL-10040 is waiting for' })).getByText('Waiting for your invoice')).toBeInTheDocument();
    expect(waiting.getByText('Once we have your invoice')).toBeInTheDocument();
    expect(waiting.getByText('—')).toBeInTheDocument();
    expect(waiting.getByText('No payments yet')).toBeInTheDocument();
    expect(waiting.getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit invoice', 'Request quick pay']);

    const quick = within(await rowOf('HL-10041'));
    expect(quick.getByText('You receive $1,470.00')).toBeInTheDocument();
    expect(quick.getByText('$30.00 (2%)')).toBeInTheDocument();
    expect(quick.getByText('December 4, 2026 (expected)')).toBeInTheDocument();
    expect(quick.queryAllByRole('button')).toHaveLength(0);
    expect(quick.getByRole('link', { name: 'Your invoice BT-118 for load HL-10041' })).toHaveAttribute('href', '/api/carrier/payables/2/invoice-file');

    const paid = within(await rowOf('HL-10042'));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('December 2, 2026')).toBeInTheDocument();
    expect(within(paid.getByRole('list', { name: 'Payments for load HL-10042' })).getByText('December 2, 2026: $1,500.00 by ACH transfer, ref. ACH-77')).toBeInTheDocument();
    expect(paid.getByText('Invoiced as HL-10042')).toBeInTheDocument();
  });

  it('says when there is nothing to be paid yet', async () => {
    api = mockApi({ 'GET /api/carrier/payables': listed([]) });
    renderWithProviders(<CarrierPay />);
    expect(await screen.findByText('No loads to be paid yet')).toBeInTheDocument();
  });

  it('sends the rate confirmation as the invoice in one click, then shows the answer and reloads', async () => {
    const message = PAYABLE_MESSAGES.invoiceSubmitted('HL-10040');
    api = mockApi({
      'GET /api/carrier/payables': listed([WAITING]),
      'POST /api/carrier/payables/1/invoice': { status: 201, body: { message, payable: { ...WAITING, status: 'ready' } } },
    });
    const { user } = renderWithProviders(<CarrierPay />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Submit invoice for load HL-10040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your invoice for load HL-10040' });
    expect(dialog).toHaveTextContent('the signed rate confirmation of $1,500.00 is your invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Send the rate confirmation as my invoice' }));
    expect(await findToast()).toHaveTextContent(message);
    expect(api.callsTo('POST /api/carrier/payables/1/invoice')[0].body).toEqual({ method: 'rate-confirmation' });
    await waitFor(() => expect(api.callsTo('GET /api/carrier/payables')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the PDF and the invoice number before uploading, then sends the raw file with its number and date, and shows a refusal in place', async () => {
    const today = easternDate();
    const route = `POST /api/carrier/payables/1/invoice-file?number=BT-2026-9&invoiceDate=${today}`;
    api = mockApi({ 'GET /api/carrier/payables': listed([WAITING]), [route]: { status: 415, body: { message: PAYABLE_MESSAGES.invoiceNotPdf } } });
    const { user } = renderWithProviders(<CarrierPay />, { userEventOptions: { delay: null } });
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Submit invoice for load HL-10040' }));
    const form = within(await screen.findByRole('form', { name: 'Upload your invoice for load HL-10040' }));
    await user.click(form.getByRole('button', { name: 'Upload invoice' }));
    expect(await form.findByText(PAYABLE_MESSAGES.invoiceEmpty)).toBeInTheDocument();
    expect(form.getByLabelText('Invoice number')).toHaveAccessibleDescription(PAYABLE_MESSAGES.invoiceNumberInvalid);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.upload(form.getByLabelText(/Invoice \(PDF\)/), new File(['%PDF-1.7 invoice'], 'bt-2026-9.pdf', { type: 'application/pdf' }));
    await user.type(form.getByLabelText('Invoice number'), 'BT-2026-9');
    await user.click(form.getByRole('button', { name: 'Upload invoice' }));
    expect(await screen.findByText(PAYABLE_MESSAGES.invoiceNotPdf)).toBeInTheDocument();
    const [sent] = api.callsTo(route);
    expect(sent.headers['content-type']).toBe('application/octet-stream');
    expect(sent.headers['x-file-name']).toBe('bt-2026-9.pdf');
  });

  it('shows the quick pay fee and what the carrier receives before it confirms, and confirms at the fee shown', async () => {
    const quote = { feePercent: 2, amountCents: 150000, feeCents: 3000, netCents: 147000, payBy: '2026-12-04' };
    const message = PAYABLE_MESSAGES.quickPayRequested(147000, 3000);
    api = mockApi({
      'GET /api/carrier/payables': listed([WAITING]),
      'GET /api/carrier/payables/1/quick-pay': { body: quote },
      'POST /api/carrier/payables/1/quick-pay': { status: 201, body: { message, payable: { ...WAITING, quickPay: { requestedAt: '', feePercent: 2, feeCents: 3000 } } } },
    });
    const { user } = renderWithProviders(<CarrierPay />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Request quick pay for load HL-10040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick pay for load HL-10040' });
    const sums = within(await within(dialog).findByLabelText('Quick pay'));
    expect(sums.getByText('Quick pay fee (2%)').nextSibling).toHaveTextContent('-$30.00');
    expect(sums.getByText('You receive').nextSibling).toHaveTextContent('$1,470.00');
    expect(dialog).toHaveTextContent('you are paid by December 4, 2026. The fee of 2% is taken');
    expect(api.callsTo('POST /api/carrier/payables/1/quick-pay')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm quick pay' }));
    expect(await findToast()).toHaveTextContent(message);
    expect(api.callsTo('POST /api/carrier/payables/1/quick-pay')[0].body).toEqual({ feeCents: 3000 });
  });

  it('shows a fee that changed meanwhile, and the new quote, instead of taking it unseen', async () => {
    let fee = 3000;
    api = mockApi({
      'GET /api/carrier/payables': listed([WAITING]),
      'GET /api/carrier/payables/1/quick-pay': () => ({ body: { feePercent: fee / 1500, amountCents: 150000, feeCents: fee, netCents: 150000 - fee, payBy: '2026-12-04' } }),
      'POST /api/carrier/payables/1/quick-pay': () => {
        fee = 4500;
        return { status: 409, body: { message: PAYABLE_MESSAGES.quickPayFeeChanged(4500) } };
      },
    });
    const { user } = renderWithProviders(<CarrierPay />);
    await user.click(within(await rowOf('HL-10040')).getByRole('button', { name: 'Request quick pay for load HL-10040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick pay for load HL-10040' });
    await within(dialog).findByText('You receive');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm quick pay' }));
    expect(await within(dialog).findByText(PAYABLE_MESSAGES.quickPayFeeChanged(4500))).toBeInTheDocument();
    expect(await within(dialog).findByText('$1,455.00')).toBeInTheDocument();
  });
});

describe('the carrier area', () => {
  const carrier: User = {
    ...customer,
    accountType: 'carrier',
    carrierInfo: { dotNumber: '2874415', mcNumber: 'MC-948211', equipmentTypes: ['Dry Van'], fleetSize: '16-50', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$250K' } },
    carrierStatus: 'verified',
    carrierStatusHistory: [{ status: 'pending', by: 'registration', at: '2026-11-01T15:00:00.000Z' }],
  };
  let api: MockApi;
  afterEach(() => api.restore());

  it("opens on Pay from the remittance email's link, and asks for the pay only once that tab is open", async () => {
    api = mockApi({ 'GET /api/carrier/payables': listed([PAID]), 'GET /api/carrier/documents': { body: [] } });
    const view = renderWithProviders(<CarrierArea user={carrier} />, { route: '/dashboard?tab=pay' });
    expect(screen.getByRole('tab', { name: 'Pay' })).toHaveAttribute('aria-selected', 'true');
    expect(await rowOf('HL-10042')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(view.location().search).toBe('?tab=profile');
    view.unmount();
    api.restore();

    api = mockApi({ 'GET /api/carrier/documents': { body: [] } });
    renderWithProviders(<CarrierArea user={carrier} />, { route: '/dashboard' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET /api/carrier/payables')).toHaveLength(0);
  });
});
