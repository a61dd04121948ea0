import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, type Shipment, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer } from '../../../testing/fixtures';
import { MyShipmentsPage } from './my-shipments-page';

const party = (name: string, city: string, state: string, zip: string) => ({ name, address: { street: '1 Dock Rd', city, state, zip }, contactName: 'Pat Lee', phone: '(973) 555-0100', email: 'dock@example.com' });

/** HL-10004 of the demo: due November 25, expected November 29. */
const late: Shipment = {
  id: 4,
  number: 'HL-10004',
  quoteId: 41,
  userId: customer.id,
  customer: { name: 'Dana Reyes', companyName: 'Reyes Supply', email: 'dana@example.com' },
  status: 'in-transit',
  exception: null,
  origin: { zip: '07105', city: 'Newark', state: 'NJ' },
  destination: { zip: '02110', city: 'Boston', state: 'MA' },
  pickupWindow: { date: '2026-11-23', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-11-25', from: '09:00', to: '17:00' },
  eta: '2026-11-29T17:00:00.000Z',
  shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
  consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
  commodity: 'Machine parts',
  pieces: 4,
  weight: 2500,
  equipment: 'Dry Van',
  price: '$1,850.00',
  events: [{ kind: 'booked', at: '2026-11-20T14:00:00.000Z', location: null, recordedBy: { role: 'customer', name: 'You' } }],
  pod: null,
  tracking: null,
  createdAt: '2026-11-20T14:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
};
const onTime: Shipment = { ...late, id: 5, number: 'HL-10005', deliveryWindow: { date: '2099-12-03', from: '09:00', to: '17:00' }, eta: null };

describe('My Shipments', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('flags a late shipment in the list, and only that one', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments': { body: [late, onTime], headers: { 'X-Total-Count': '2' } } });
    renderWithProviders(<MyShipmentsPage />, { route: PATHS.shipments });
    const row = async (number: string) => within((await screen.findByRole('heading', { level: 2, name: number })).closest('li')!);
    expect((await row('HL-10004')).getByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).toBeInTheDocument();
    expect((await row('HL-10005')).queryByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).not.toBeInTheDocument();
  });

  it('flags a late shipment on its page and says why', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments/4': { body: late } });
    renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=4` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment HL-10004' })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_TIMING_TEXTS.why('eta-after-window'))).toBeInTheDocument();
  });

  it('tells the customer in plain words that a held booking waits for our credit review, in the list and on its page', async () => {
    const held: Shipment = { ...onTime, status: 'held' };
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments': { body: [held], headers: { 'X-Total-Count': '1' } }, 'GET /api/shipments/5': { body: held } });
    const view = renderWithProviders(<MyShipmentsPage />, { route: PATHS.shipments });
    const row = within((await screen.findByRole('heading', { level: 2, name: 'HL-10005' })).closest('li')!);
    expect(row.getByText('Pending approval')).toBeInTheDocument();
    expect(row.getByText('Next: Booked')).toBeInTheDocument();
    await view.user.click(row.getByRole('link', { name: 'View shipment HL-10005' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.heldForCustomer)).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByText(/credit limit|receivables/i)).not.toBeInTheDocument();
  });

  it('says nothing of a credit review on a booked shipment', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments/5': { body: onTime } });
    renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=5` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment HL-10005' })).toBeInTheDocument();
    expect(screen.queryByText(SHIPMENT_MESSAGES.heldForCustomer)).not.toBeInTheDocument();
  });

  describe('the tracking link', () => {
    const tracked: Shipment = { ...onTime, tracking: { createdAt: '2026-11-20T14:00:00.000Z', path: '/track/abcdefghijklmnopqrstuvwxyz012345' } };

    it('shows the link again, and Copy puts it on the clipboard', async () => {
      api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments/5': { body: tracked } });
      const user = userEvent.setup();
      renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=5` });
      const box = await screen.findByRole('textbox', { name: 'Tracking link' });
      expect(box).toHaveValue(`${window.location.origin}/track/abcdefghijklmnopqrstuvwxyz012345`);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/track/abcdefghijklmnopqrstuvwxyz012345`);
      expect(await screen.findByText(SHIPMENT_MESSAGES.trackingCopied)).toBeInTheDocument();
    });

    it('warns that the old link stops working before making a new one, and makes none when cancelled', async () => {
      const renewed = { ...tracked, tracking: { createdAt: '2026-11-21T14:00:00.000Z', path: '/track/NEWNEWNEWNEWNEWNEWNEWNEWNEWNEWNE' } };
      api = mockApi({
        'GET /api/user': { body: customer },
        'GET /api/shipments/5': { body: tracked },
        'POST /api/shipments/5/tracking-link': { status: 201, body: { message: SHIPMENT_MESSAGES.trackingCreated, token: 'NEWNEWNEWNEWNEWNEWNEWNEWNEWNEWNE', path: renewed.tracking.path, shipment: renewed } },
      });
      const user = userEvent.setup();
      renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=5` });
      await user.click(await screen.findByRole('button', { name: 'Create a new link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create a new tracking link?' });
      expect(dialog).toHaveTextContent(SHIPMENT_MESSAGES.trackingReplaceWarning);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.callsTo('POST /api/shipments/5/tracking-link')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Create a new link' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create a new link' }));
      await waitFor(() => expect(api.callsTo('POST /api/shipments/5/tracking-link')).toHaveLength(1));
      expect(await screen.findByText(SHIPMENT_MESSAGES.trackingCreated)).toBeInTheDocument();
    });

    it('offers no link for a cancelled shipment, and says why', async () => {
      api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments/5': { body: { ...tracked, status: 'cancelled' } } });
      renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=5` });
      expect(await screen.findByText(SHIPMENT_MESSAGES.trackingCancelledShipment)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /link/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Tracking link' })).not.toBeInTheDocument();
    });

    it('draws the lane from the shipment’s own map', async () => {
      api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/shipments/5': { body: tracked } });
      renderWithProviders(<MyShipmentsPage />, { route: `${PATHS.shipments}?id=5` });
      const map = await screen.findByRole('img', { name: 'Map of the lane from Newark, NJ to Boston, MA' });
      expect(map.getAttribute('src')).toBe(`/api/shipments/5/map.svg?v=${encodeURIComponent(tracked.updatedAt)}`);
    });
  });
});
