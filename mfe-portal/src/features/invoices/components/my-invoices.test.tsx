import { screen, within } from '@testing-library/react';
import { INVOICE_PACKET_TEXTS, type InvoiceView } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { InvoicesTab } from './my-invoices';

let api: MockApi;
afterEach(() => api.restore());

const list = (items: unknown[], total = items.length) => ({ body: items, headers: { 'X-Total-Count': String(total) } });

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 7,
    number: 'INV-2026-000001',
    shipmentId: 3,
    shipmentNumber: 'SHP-2026-000031',
    customerId: 42,
    billTo: { name: 'Dana Reyes', companyName: 'Reyes Goods', email: 'dana@reyesgoods.com' },
    status: 'sent',
    displayStatus: 'overdue',
    lines: [{ kind: 'linehaul', description: 'Newark, NJ to Philadelphia, PA', amountCents: 125050 }],
    terms: { kind: 'net', days: 30 },
    invoiceDate: '2026-11-14',
    dueDate: '2026-12-14',
    sentAt: '2026-11-14T15:00:00.000Z',
    totalCents: 125050,
    paidCents: 25000,
    creditedCents: 0,
    balanceCents: 100050,
    payments: [],
    creditNotes: [],
    version: 3,
    createdAt: '2026-11-14T14:00:00.000Z',
    updatedAt: '2026-11-14T15:00:00.000Z',
    ...overrides,
  };
}

const renderTab = () => renderWithProviders(<InvoicesTab enabled />, { userEventOptions: { delay: null } });

describe('InvoicesTab', () => {
  it("lists the customer's invoices with their dates in words, money, status and PDF link", async () => {
    const paid = invoice({ id: 5, number: 'INV-2026-000000', displayStatus: 'paid', status: 'paid', paidCents: 50000, balanceCents: 0, totalCents: 50000 });
    api = mockApi({ 'GET /api/invoices': list([invoice(), paid]) });
    renderTab();

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('INV-2026-000001');
    expect(first).toHaveTextContent('SHP-2026-000031');
    expect(first).toHaveTextContent('November 14, 2026');
    expect(first).toHaveTextContent('December 14, 2026');
    expect(first).not.toHaveTextContent('2026-12-14');
    expect(within(first).getByText('Overdue')).toHaveAttribute('data-tone', 'warning');
    expect(first).toHaveTextContent('$1,250.50');
    expect(first).toHaveTextContent('$1,000.50');
    expect(within(first).getByRole('link', { name: /INV-2026-000001/ })).toHaveAttribute('href', '/api/invoices/7/pdf');
    expect(within(second).getByText('Paid')).toHaveAttribute('data-tone', 'success');
    expect(second).toHaveTextContent('$0.00');
    expect(screen.getByRole('link', { name: 'Download PDF of invoice INV-2026-000000' })).toHaveAttribute('href', '/api/invoices/5/pdf');
    expect(api.callsTo('GET /api/invoices')[0].url).toBe('/api/invoices?limit=20&offset=0');
  });

  it('shows the credit notes taken off an invoice, the balance left, and what its PDF holds', async () => {
    const credited = invoice({
      creditedCents: 25000,
      balanceCents: 75050,
      creditNotes: [
        { id: 2, number: 'CN-2026-000002', amountCents: 20000, reason: 'Delivered a day late', issuedOn: '2026-11-20', issuedAt: '2026-11-20T15:00:00.000Z' },
        { id: 3, number: 'CN-2026-000003', amountCents: 5000, reason: 'Fuel surcharge refund', issuedOn: '2026-11-21', issuedAt: '2026-11-21T15:00:00.000Z' },
      ],
    });
    const plain = invoice({ id: 8, number: 'INV-2026-000002' });
    api = mockApi({ 'GET /api/invoices': list([credited, plain]) });
    renderTab();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Invoice', 'Shipment', 'Invoice date', 'Due date', 'Status', 'Total', 'Credits', 'Balance due', 'PDF']);
    const [, first, second] = within(table).getAllByRole('row');
    const credits = within(first).getByRole('list', { name: 'Credit notes' });
    expect(within(credits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CN-2026-000002: -$200.00November 20, 2026 · Delivered a day late',
      'CN-2026-000003: -$50.00November 21, 2026 · Fuel surcharge refund',
    ]);
    expect(first).toHaveTextContent('$750.50');
    expect(within(second).queryByRole('list', { name: 'Credit notes' })).not.toBeInTheDocument();
    expect(screen.getByText(INVOICE_PACKET_TEXTS.contents)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download PDF of invoice INV-2026-000001' })).toHaveAttribute('href', '/api/invoices/7/pdf');
  });

  it('says so when there are no invoices yet', async () => {
    api = mockApi({ 'GET /api/invoices': list([]) });
    renderTab();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByText('An invoice appears here once a delivered shipment is billed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the invoices load', () => {
    api = mockApi({ 'GET /api/invoices': () => new Promise(() => undefined) });
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invoices...');
  });

  it('offers to try again when the invoices cannot be loaded, and asks again', async () => {
    api = mockApi({ 'GET /api/invoices': { status: 500, body: { message: 'Internal server error' } } });
    const view = renderTab();
    expect(await screen.findByText('Your invoices could not be loaded')).toBeInTheDocument();
    expect(api.callsTo('GET /api/invoices')).toHaveLength(1);

    api.use({ 'GET /api/invoices': list([invoice()]) });
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'INV-2026-000001' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/invoices')).toHaveLength(2);
  });
});
