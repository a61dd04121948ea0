import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOASTS, LOAD_BOARD_MESSAGES, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS, type Shipment } from '@freight/domain';
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


describe('ShipmentDialog: from the road', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows staff the carrier’s driver and its check calls with their times', async () => {
    const rolling = {
      ...shipment,
      status: 'in-transit' as const,
      driver: { name: 'Joe Ruiz', phone: '(609) 555-0177', truckNumber: 'BT-214', trailerNumber: 'BT-53-08' },
      checkCalls: [{ at: '2026-11-29T18:05:00.000Z', note: 'Traffic on I-84, ETA 4 pm', by: 'Joe Ruiz' }],
    };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: rolling } });
    renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Shipment HL-10007' }));
    expect(await dialog.findByText('Driver: Joe Ruiz · (609) 555-0177 · Truck BT-214 · Trailer BT-53-08')).toBeInTheDocument();
    expect(within(dialog.getByRole('list', { name: 'Check calls' })).getByRole('listitem')).toHaveTextContent('November 29, 2026 at 1:05 PM Eastern, Joe Ruiz: Traffic on I-84, ETA 4 pm');
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

describe('ShipmentDialog: a new tracking link', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const oldPath = '/track/abcdefghijklmnopqrstuvwxyz012345';
  const newPath = '/track/NEWNEWNEWNEWNEWNEWNEWNEWNEWNEWNE';
  const tracked: Shipment = { ...shipment, tracking: { createdAt: '2026-11-25T14:00:00.000Z', path: oldPath } };
  const renewed: Shipment = { ...shipment, tracking: { createdAt: '2026-11-26T14:00:00.000Z', path: newPath } };

  const open = (current: Shipment = tracked) => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/7': { body: current },
      'POST /api/admin/shipments/7/tracking-link': () => {
        api.use({ 'GET /api/shipments/7': { body: renewed } });
        return { status: 201, body: { message: SHIPMENT_MESSAGES.trackingCreated, token: 'NEWNEWNEWNEWNEWNEWNEWNEWNEWNEWNE', path: newPath, shipment: renewed } };
      },
    });
    return renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
  };

  it('warns that the live link stops working, and creates the new one only when confirmed', async () => {
    const { user } = open();
    expect(await screen.findByRole('textbox', { name: 'Tracking link' })).toHaveValue(`${window.location.origin}${oldPath}`);
    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    const confirm = await screen.findByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle });
    expect(confirm).toHaveTextContent(SHIPMENT_MESSAGES.trackingReplaceWarning);
    // Kept: nothing is sent, the link stays.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/admin/shipments/7/tracking-link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    await user.click(within(await screen.findByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle })).getByRole('button', { name: 'Create a new link' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/shipments/7/tracking-link')).toHaveLength(1));
    expect(await screen.findByText(ADMIN_TOASTS.trackingLinkCreated.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(`${window.location.origin}${newPath}`));
    expect(screen.queryByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Shipment HL-10007' })).toBeInTheDocument();
  });

  it('closes only the warning on Escape, not the shipment', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Create a new link' }));
    await screen.findByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Shipment HL-10007' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/shipments/7/tracking-link')).toHaveLength(0);
  });

  it('creates a link at once where there is none to replace, and says why a link cannot be shown', async () => {
    const { user, unmount } = open({ ...shipment, tracking: null });
    await user.click(await screen.findByRole('button', { name: 'Create tracking link' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/shipments/7/tracking-link')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Tracking link' })).toHaveValue(`${window.location.origin}${newPath}`);
    unmount();
    api.restore();

    open({ ...shipment, tracking: { createdAt: '2026-11-25T14:00:00.000Z', path: null } });
    expect(await screen.findByText(SHIPMENT_MESSAGES.trackingNotShown)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tracking link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a new link' })).toBeInTheDocument();
  });

  it('shows the server\'s refusal', async () => {
    const { user } = open({ ...shipment, tracking: null });
    api.use({ 'POST /api/admin/shipments/7/tracking-link': { status: 409, body: { message: SHIPMENT_MESSAGES.trackingCancelledShipment } } });
    await user.click(await screen.findByRole('button', { name: 'Create tracking link' }));
    expect(await screen.findByText(ADMIN_TOASTS.trackingLinkCreated.failure)).toBeInTheDocument();
    expect(await screen.findByText(SHIPMENT_MESSAGES.trackingCancelledShipment)).toBeInTheDocument();
  });
});

describe('ShipmentDialog: the trailer type', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const open: Shipment = { ...shipment, status: 'booked', trailerType: 'Dry Van', award: null, events: shipment.events.slice(0, 1) };

  it('changes the trailer type of a load open on the board', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/7': { body: open },
      'PUT /api/admin/shipments/7/trailer-type': () => {
        const changed = { ...open, trailerType: 'Reefer' };
        api.use({ 'GET /api/shipments/7': { body: changed } });
        return { body: { message: SHIPMENT_MESSAGES.trailerTypeChanged('Reefer'), shipment: changed } };
      },
    });
    const { user } = renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    const select = await screen.findByRole('combobox', { name: 'Trailer type on the load board' });
    expect(select).toHaveValue('Dry Van');
    expect(screen.getByRole('button', { name: 'Save trailer type' })).toBeDisabled();
    await user.selectOptions(select, 'Reefer');
    await user.click(screen.getByRole('button', { name: 'Save trailer type' }));
    expect(await screen.findByText(ADMIN_TOASTS.trailerTypeChanged.success)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/shipments/7/trailer-type')[0].body).toEqual({ trailerType: 'Reefer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Trailer type on the load board' })).toHaveValue('Reefer'));
    expect(screen.getByRole('button', { name: 'Save trailer type' })).toBeDisabled();
  });

  it('shows the server\'s refusal under the field', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/shipments/7': { body: open },
      'PUT /api/admin/shipments/7/trailer-type': { status: 400, body: { message: LOAD_BOARD_MESSAGES.trailerTypeInvalid, errors: { trailerType: LOAD_BOARD_MESSAGES.trailerTypeInvalid } } },
    });
    const { user } = renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Trailer type on the load board' }), 'Flatbed');
    await user.click(screen.getByRole('button', { name: 'Save trailer type' }));
    expect(await screen.findByText(ADMIN_TOASTS.trailerTypeChanged.failure)).toBeInTheDocument();
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.trailerTypeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trailer type on the load board' })).toHaveAccessibleDescription(expect.stringContaining(LOAD_BOARD_MESSAGES.trailerTypeInvalid));
  });

  it('shows the type, and why it cannot change, once the load is off the board', async () => {
    const awarded = { ...open, award: { offerId: 3, carrierId: 40, carrierName: 'Haulers LLC', dotNumber: '7100001', rate: '1400.00', awardedAt: '2026-11-25T15:00:00.000Z', signBy: '2026-11-25T17:00:00.000Z', signedAt: null, signature: null } };
    for (const current of [awarded, shipment]) {
      api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/shipments/7': { body: current } });
      const { unmount } = renderWithProviders(<ShipmentDialog id={7} onClose={() => undefined} />);
      const section = await screen.findByRole('region', { name: 'Trailer type' });
      expect(section).toHaveTextContent('Dry Van');
      expect(section).toHaveTextContent(SHIPMENT_MESSAGES.trailerTypeLocked);
      expect(screen.queryByRole('button', { name: 'Save trailer type' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Trailer type on the load board' })).not.toBeInTheDocument();
      unmount();
      api.restore();
    }
  });
});
