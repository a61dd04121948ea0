import { screen, within } from '@testing-library/react';
import { SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS, type Shipment } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { primaryAdmin } from '../../../testing/fixtures';
import { ShipmentDialog } from './shipment-dialog';

const party = (name: string, city: string, state: string, zip: string) => ({
  name,
  address: { street: '1 Dock Rd', city, state, zip },
  contactName: 'Pat Lee',
  phone: '(973) 555-0100',
  email: 'dock@example.com',
});

const shipment: Shipment = {
  id: 7,
  number: 'HL-10007',
  quoteId: 41,
  userId: 12,
  customer: { name: 'Grace Hopper', companyName: 'Cobol Cargo LLC', email: 'grace@example.com' },
  status: 'carrier-assigned',
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
  price: '$1,850.00',
  events: [
    { kind: 'booked', at: '2026-11-25T14:00:00.000Z', location: null, recordedBy: { role: 'customer', userId: 12, name: 'Grace Hopper' } },
    { kind: 'carrier-assigned', at: '2026-11-25T15:00:00.000Z', location: null, recordedBy: { role: 'staff', userId: 1, name: 'Admin' } },
  ],
  pod: null,
  tracking: null,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T15:00:00.000Z',
};

describe('ShipmentDialog: recording an event', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const open = () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/7': { body: shipment },
      'POST /api/admin/shipments/7/events': { body: { message: 'Picked up recorded', shipment } },
    });
    return renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
  };

  it('sends the Eastern time it happened and the ETA as instants', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Record an event' });
    await user.type(screen.getByLabelText(/^Happened on/), '2026-11-26');
    await user.type(screen.getByLabelText(/^At \(Eastern\)/), '09:30');
    await user.type(screen.getByLabelText(/^Estimated delivery/), '2026-11-28');
    await user.type(screen.getByLabelText(/^ETA time/), '14:00');
    await user.click(screen.getByRole('button', { name: /^Record / }));
    expect(await screen.findByText('Shipment event recorded')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/admin/shipments/7/events');
    expect(call.body).toMatchObject({ kind: 'picked-up', at: '2026-11-26T14:30:00.000Z', eta: '2026-11-28T19:00:00.000Z' });
  });

  it('sends no time when it happened now, and shows the server\'s refusal', async () => {
    const { user } = open();
    api.use({ 'POST /api/admin/shipments/7/events': { status: 409, body: { message: SHIPMENT_MESSAGES.eventBeforeLast } } });
    await screen.findByRole('heading', { name: 'Record an event' });
    await user.click(screen.getByRole('button', { name: /^Record / }));
    expect((await screen.findAllByText(SHIPMENT_MESSAGES.eventBeforeLast)).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/admin/shipments/7/events')[0].body).toMatchObject({ at: '', eta: '' });
  });
});

describe('ShipmentDialog: the shipping details, until pickup', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('edits the consignee and saves the whole details', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/7': { body: shipment },
      'PATCH /api/admin/shipments/7': { body: { message: SHIPMENT_MESSAGES.updated, shipment } },
    });
    const { user } = renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Edit shipping details' }));
    const consignee = screen.getByRole('group', { name: 'Consignee (delivery)' });
    const city = within(consignee).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Portland');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.updated)).toBeInTheDocument();
    const [call] = api.callsTo('PATCH /api/admin/shipments/7');
    expect(call.body).toMatchObject({ consignee: { name: 'Harbor Store', address: { city: 'Portland', state: 'MA' } }, pieces: 4, weight: 2500 });
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
  });

  it('names a missing field before anything is sent', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: shipment } });
    const { user } = renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Edit shipping details' }));
    await user.clear(screen.getByLabelText(/^Commodity/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect((await screen.findAllByText(/commodity/i)).length).toBeGreaterThan(1);
    expect(api.callsTo('PATCH /api/admin/shipments/7')).toHaveLength(0);
  });

  it('is not offered once the freight is picked up', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: { ...shipment, status: 'picked-up' } } });
    renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    await screen.findByRole('heading', { name: 'Record an event' });
    expect(screen.queryByRole('button', { name: 'Edit shipping details' })).not.toBeInTheDocument();
  });
});

describe('ShipmentDialog: a late shipment', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('flags a shipment whose estimated arrival is past its delivery window, and says why', async () => {
    const late = { ...shipment, status: 'in-transit' as const, deliveryWindow: { date: '2026-11-25', from: '09:00', to: '17:00' }, eta: '2026-11-29T17:00:00.000Z' };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: late } });
    renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment HL-10007' }));
    expect(await dialog.findByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).toBeInTheDocument();
    expect(dialog.getByText(SHIPMENT_TIMING_TEXTS.why('eta-after-window'))).toBeInTheDocument();
  });
});


describe('ShipmentDialog: the tracking link and the map', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the customer’s live link with Copy, and the lane map', async () => {
    const tracked = { ...shipment, tracking: { createdAt: '2026-11-25T14:00:00.000Z', path: '/track/abcdefghijklmnopqrstuvwxyz012345' } };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: tracked } });
    renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    const box = await screen.findByRole('textbox', { name: 'Tracking link' });
    expect(box).toHaveValue(`${window.location.origin}/track/abcdefghijklmnopqrstuvwxyz012345`);
    screen.getByRole('button', { name: 'Copy link' }).click();
    await screen.findByText(SHIPMENT_MESSAGES.trackingCopied);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/track/abcdefghijklmnopqrstuvwxyz012345`);
    expect(screen.getByRole('img', { name: 'Map of the lane from Newark, NJ to Boston, MA' })).toHaveAttribute('src', `/api/shipments/7/map.svg?v=${encodeURIComponent(tracked.updatedAt)}`);
  });

  it('says a cancelled shipment has no link', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: { ...shipment, status: 'cancelled' } } });
    renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    expect(await screen.findByText(SHIPMENT_MESSAGES.trackingCancelledShipment)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
