import { screen, waitFor, within } from '@testing-library/react';
import { easternDate, INVOICE_MESSAGES } from '@freight/domain';
import { BILLING_MESSAGES } from '@freight/domain/billing';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { listed, makeInvoice } from '../../../testing/fixtures';
import { BillingTab } from './billing-tab';

const READY = makeInvoice({ id: 11, number: null, status: 'ready', displayStatus: 'ready', invoiceDate: null, dueDate: null, sentAt: null, shipmentNumber: 'SH-2026-000029' });
const SENT = makeInvoice({ id: 12 });
const PARTLY = makeInvoice({ id: 13, number: 'INV-2026-000013', status: 'partially_paid', displayStatus: 'overdue', paidCents: 25_000, balanceCents: 100_000 });
const PAID = makeInvoice({ id: 14, number: 'INV-2026-000014', status: 'paid', displayStatus: 'paid', paidCents: 125_000, balanceCents: 0 });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('BillingTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists invoices with their dates in words, money in dollars, Not sent for a ready one and the actions each allows', async () => {
    api = mockApi({ 'GET /api/admin/invoices': listed([READY, SENT, PARTLY, PAID], 4) });
    renderWithProviders(<BillingTab />);
    expect(await screen.findByText('4 invoices')).toBeInTheDocument();

    const sent = within(await rowOf('INV-2026-000012'));
    expect(sent.getByText('SH-2026-000030')).toBeInTheDocument();
    expect(sent.getByText('Tundra Mills')).toBeInTheDocument();
    expect(sent.getByText('Olga Petrova')).toBeInTheDocument();
    expect(sent.getByText('November 14, 2026')).toBeInTheDocument();
    expect(sent.getByText('December 14, 2026')).toBeInTheDocument();
    expect(sent.getAllByText('$1,250.00')).toHaveLength(2);
    expect(sent.getByText('Sent')).toBeInTheDocument();
    expect(sent.getAllByRole('button').map((b) => b.textContent)).toEqual(['Details', 'Record payment', 'Issue credit note', 'Void']);
    expect(sent.getByRole('link', { name: 'PDF of invoice INV-2026-000012' })).toHaveAttribute('href', '/api/invoices/12/pdf');

    const ready = within(await rowOf('Not sent'));
    expect(ready.getByText('Ready to send')).toBeInTheDocument();
    expect(ready.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Details of invoice for shipment SH-2026-000029',
      'Send invoice for shipment SH-2026-000029',
      'Void invoice for shipment SH-2026-000029',
    ]);

    const partly = within(await rowOf('INV-2026-000013'));
    expect(partly.getByText('$1,000.00')).toBeInTheDocument();
    expect(partly.getByText('Partially paid')).toBeInTheDocument();
    expect(partly.getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
    // A payment is recorded: no void any more.
    expect(partly.getAllByRole('button').map((b) => b.textContent)).toEqual(['Details', 'Record payment', 'Issue credit note']);

    const paid = within(await rowOf('INV-2026-000014'));
    expect(paid.getByText('$0.00')).toBeInTheDocument();
    expect(paid.getAllByRole('button').map((b) => b.textContent)).toEqual(['Details']);
    expect(paid.getByRole('link', { name: 'PDF of invoice INV-2026-000014' })).toBeInTheDocument();
  });

  it('asks the server for the status chosen in the filter', async () => {
    api = mockApi({ 'GET /api/admin/invoices': listed([SENT]) });
    const { user } = renderWithProviders(<BillingTab />);
    await rowOf('INV-2026-000012');
    const filter = screen.getByLabelText('Filter by status');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'Ready to send', 'Sent', 'Partially paid', 'Paid', 'Void']);
    await user.selectOptions(filter, 'partially_paid');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('status=partially_paid'))).toBe(true));
    expect(api.callsTo('GET /api/admin/invoices')[0].url).not.toContain('status=');
  });

  it('sends an invoice only once staff confirm that the customer is emailed, then shows the answer and reloads the list', async () => {
    const message = INVOICE_MESSAGES.sent('INV-2026-000015');
    api = mockApi({
      'GET /api/admin/invoices': listed([READY]),
      'POST /api/admin/invoices/11/send': { body: { message, invoice: { ...READY, number: 'INV-2026-000015', status: 'sent' } } },
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.click(within(await rowOf('Not sent')).getByRole('button', { name: 'Send invoice for shipment SH-2026-000029' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invoice for shipment SH-2026-000029?' });
    expect(dialog).toHaveTextContent('the customer (olga@tundra.example) is emailed a link to it');
    expect(api.callsTo('POST /api/admin/invoices/11/send')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await findToast()).toHaveTextContent(message);
    expect(api.callsTo('POST /api/admin/invoices/11/send')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/admin/invoices')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("checks a payment with the API's messages before sending it, sends what was typed, and shows the server's refusal in the dialog", async () => {
    const overpayment = BILLING_MESSAGES.overpayment(150_000, 125_000);
    api = mockApi({
      'GET /api/admin/invoices': listed([SENT]),
      'POST /api/admin/invoices/12/payments': { status: 400, body: { message: overpayment } },
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.click(within(await rowOf('INV-2026-000012')).getByRole('button', { name: 'Record payment on invoice INV-2026-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment on invoice INV-2026-000012' });
    expect(within(dialog).getByLabelText(/Date received/)).toHaveValue(easternDate());

    await user.type(within(dialog).getByLabelText(/Amount/), '12.345');
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'ach');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByLabelText(/Amount/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.amountInvalid));
    expect(within(dialog).getByLabelText(/Reference/)).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.paymentReference));
    expect(api.callsTo('POST /api/admin/invoices/12/payments')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '1,500.00');
    await user.type(within(dialog).getByLabelText(/Reference/), 'ACH-88231');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/invoices/12/payments')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/invoices/12/payments')[0].body).toEqual({ amount: '1,500.00', receivedOn: easternDate(), method: 'ach', reference: 'ACH-88231' });
    expect(await within(dialog).findByText(overpayment)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record payment on invoice INV-2026-000012' })).toBeInTheDocument();
  });

  it('records a payment, says so and reloads the list', async () => {
    api = mockApi({
      'GET /api/admin/invoices': listed([SENT]),
      'POST /api/admin/invoices/12/payments': { status: 201, body: { message: INVOICE_MESSAGES.paymentRecorded, invoice: PAID } },
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.click(within(await rowOf('INV-2026-000012')).getByRole('button', { name: 'Record payment on invoice INV-2026-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment on invoice INV-2026-000012' });
    await user.type(within(dialog).getByLabelText(/Amount/), '1250');
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'check');
    await user.type(within(dialog).getByLabelText(/Reference/), '10442');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await findToast()).toHaveTextContent(INVOICE_MESSAGES.paymentRecorded);
    await waitFor(() => expect(api.callsTo('GET /api/admin/invoices')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('voids an invoice only with a reason', async () => {
    api = mockApi({
      'GET /api/admin/invoices': listed([SENT]),
      'POST /api/admin/invoices/12/void': { body: { message: INVOICE_MESSAGES.voided, invoice: { ...SENT, status: 'void', displayStatus: 'void' } } },
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.click(within(await rowOf('INV-2026-000012')).getByRole('button', { name: 'Void invoice INV-2026-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-000012?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByLabelText(/Reason/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.voidReason));
    expect(api.callsTo('POST /api/admin/invoices/12/void')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Billed to the wrong customer');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await findToast()).toHaveTextContent(INVOICE_MESSAGES.voided);
    expect(api.callsTo('POST /api/admin/invoices/12/void')[0].body).toEqual({ reason: 'Billed to the wrong customer' });
    await waitFor(() => expect(api.callsTo('GET /api/admin/invoices')).toHaveLength(2));
  });
});
