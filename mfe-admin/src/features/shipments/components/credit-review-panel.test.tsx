import { screen, waitFor } from '@testing-library/react';
import { type Shipment, SHIPMENT_MESSAGES } from '@freight/domain';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { primaryAdmin } from '../../../testing/fixtures';
import { CreditReviewPanel } from './credit-review-panel';
import { ShipmentDialog } from './shipment-dialog';

const party = (name: string, city: string, state: string, zip: string) => ({ name, address: { street: '1 Dock Rd', city, state, zip }, contactName: 'Pat Lee', phone: '(973) 555-0100' });

const held: Shipment = {
  id: 8,
  number: 'HL-10008',
  quoteId: 42,
  userId: 12,
  customer: { name: 'Grace Hopper', companyName: 'Cobol Cargo LLC', email: 'grace@example.com' },
  status: 'held',
  exception: null,
  origin: { zip: '07105', city: 'Newark', state: 'NJ' },
  destination: { zip: '02110', city: 'Boston', state: 'MA' },
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
  consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
  commodity: 'Machine parts',
  pieces: 4,
  weight: 2500,
  equipment: 'Dry Van',
  price: '$2,500.00',
  events: [{ kind: 'booked', at: '2026-11-25T14:00:00.000Z', location: null, recordedBy: { role: 'customer', userId: 12, name: 'Grace Hopper' } }],
  pod: null,
  tracking: null,
  creditHold: { openCents: 4_820_000, loadCents: 250_000, limitCents: 5_000_000, heldAt: '2026-11-25T14:00:00.000Z', decision: null },
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
};

const REASON = 'Open receivables $48,200.00 + this load $2,500.00 exceed the credit limit $50,000.00.';
const approvedAt = '2026-11-25T16:30:00.000Z';
const approved: Shipment = { ...held, status: 'booked', creditHold: { ...held.creditHold!, decision: { outcome: 'approved', at: approvedAt, by: { userId: 3, name: 'Primary Administrator' } } } };

describe('the credit review of a held booking', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('tells staff why it was held and that the load is off the board', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    renderWithProviders(<CreditReviewPanel shipment={held} />);
    expect(screen.getByRole('heading', { name: 'Credit review' })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_MESSAGES.heldForStaff)).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(screen.getByText(/not on the board/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve booking' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Refuse booking' })).toBeEnabled();
  });

  it('approves it and says so', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'POST /api/admin/shipments/8/booking/approve': { body: { message: SHIPMENT_MESSAGES.bookingApproved('HL-10008'), shipment: approved } } });
    const { user } = renderWithProviders(<CreditReviewPanel shipment={held} />);
    await user.click(screen.getByRole('button', { name: 'Approve booking' }));
    expect(await findToast()).toHaveTextContent(SHIPMENT_MESSAGES.bookingApproved('HL-10008'));
    expect(api.callsTo('POST /api/admin/shipments/8/booking/approve')).toHaveLength(1);
    expect(api.callsTo('POST /api/admin/shipments/8/booking/refuse')).toHaveLength(0);
  });

  it('refuses it only with a reason, which it sends', async () => {
    const refused = { ...held, status: 'cancelled' as const };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'POST /api/admin/shipments/8/booking/refuse': { body: { message: SHIPMENT_MESSAGES.bookingRefused('HL-10008'), shipment: refused } } });
    const { user } = renderWithProviders(<CreditReviewPanel shipment={held} />);
    await user.click(screen.getByRole('button', { name: 'Refuse booking' }));
    expect(screen.getByLabelText('Reason for refusing (staff only)')).toHaveAccessibleDescription(expect.stringContaining(SHIPMENT_MESSAGES.refusalReason));
    expect(api.callsTo('POST /api/admin/shipments/8/booking/refuse')).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for refusing (staff only)'), 'Two invoices 60 days past due');
    await user.click(screen.getByRole('button', { name: 'Refuse booking' }));
    expect(await findToast()).toHaveTextContent(SHIPMENT_MESSAGES.bookingRefused('HL-10008'));
    expect(api.callsTo('POST /api/admin/shipments/8/booking/refuse')[0].body).toEqual({ reason: 'Two invoices 60 days past due' });
  });

  it("shows the server's answer when someone decided it first", async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'POST /api/admin/shipments/8/booking/approve': { status: 409, body: { message: SHIPMENT_MESSAGES.notHeld } } });
    const { user } = renderWithProviders(<CreditReviewPanel shipment={held} />);
    await user.click(screen.getByRole('button', { name: 'Approve booking' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.notHeld)).toBeInTheDocument();
  });

  it('says who decided and when once it is decided, with no buttons', () => {
    api = mockApi({});
    renderWithProviders(<CreditReviewPanel shipment={approved} />);
    expect(screen.getByText(/Credit review: Approved by Primary Administrator on/)).toHaveTextContent(REASON);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing on a booking that was never held', () => {
    api = mockApi({});
    const { container } = renderWithProviders(<CreditReviewPanel shipment={{ ...held, status: 'booked', creditHold: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('puts the review in the shipment, with no load board actions while it is held', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/8': { body: held },
      'GET /api/admin/billing-reports/margins': { body: { items: [] } },
    });
    renderWithProviders(<ShipmentDialog id={8} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Credit review' })).toBeInTheDocument();
    expect(screen.getAllByText('Pending approval').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo('GET /api/shipments/8')).toHaveLength(1));
    expect(api.calls.some((call) => call.path.endsWith('/offers'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Record an event' })).not.toBeInTheDocument();
  });
});
