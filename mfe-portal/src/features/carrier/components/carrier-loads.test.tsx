import { screen, within } from '@testing-library/react';
import { type AssignedLoad, HOME_ZIP_MESSAGES, LOAD_BOARD_MESSAGES, PRICE_MESSAGES, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS, type User } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer } from '../../../testing/fixtures';
import { AssignedLoads, LoadBoard, MyOffers } from './carrier-loads';

let api: MockApi;
afterEach(() => api.restore());

const carrier = (status: 'pending' | 'verified' | 'suspended', reason?: string): User => ({
  ...customer,
  accountType: 'carrier',
  carrierInfo: { dotNumber: '2874415', mcNumber: 'MC-948211', equipmentTypes: ['Dry Van', 'Flatbed'], fleetSize: '16-50', operatingRegions: ['Northeast', 'All US States'], insuranceInfo: { liability: '$1M', cargo: '$250K' } },
  carrierStatus: status,
  carrierStatusHistory: [{ status: 'pending', by: 'registration', at: '2026-11-01T15:00:00.000Z' }, ...(status === 'pending' ? [] : [{ status, by: 'Admin', at: '2026-11-02T15:00:00.000Z', ...(reason ? { reason } : {}) }])],
});

const load = {
  id: 5,
  number: 'HL-10005',
  origin: { city: 'Newark', state: 'NJ' },
  destination: { city: 'Boston', state: 'MA' },
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  equipment: 'Full Truckload / General Freight',
  trailerType: 'Dry Van' as const,
  weight: 2500,
  postedRate: '1400.00',
  miles: 235,
  ratePerMile: '5.96',
  deadheadMiles: 12,
};

describe('the load board', () => {
  it('tells a pending carrier it awaits verification and never asks the API', () => {
    api = mockApi({});
    renderWithProviders(<LoadBoard user={carrier('pending')} />);
    expect(screen.getByText(LOAD_BOARD_MESSAGES.pending)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a suspended carrier why', () => {
    api = mockApi({});
    renderWithProviders(<MyOffers user={carrier('suspended', 'Certificate of insurance expired')} />);
    expect(screen.getByText(LOAD_BOARD_MESSAGES.suspended('Certificate of insurance expired'))).toBeInTheDocument();
  });

  it('on a phone, lists open loads as cards with trailer type, miles, deadhead, written-out dates and rate per mile; filters by trailer type and books now', async () => {
    api = mockApi({ 'GET /api/carrier/loads': { body: [load], headers: { 'X-Total-Count': '1' } }, 'POST /api/carrier/loads/5/book': { status: 409, body: { message: LOAD_BOARD_MESSAGES.alreadyTaken } } });
    const { user } = renderWithProviders(<LoadBoard user={carrier('verified')} />, { userEventOptions: { delay: null } });
    const item = within(await screen.findByRole('list', { name: 'Open loads' })).getByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Newark, NJ → Boston, MA');
    expect(item).toHaveTextContent('HL-10005 · Dry Van · 2,500 lbs');
    expect(item).toHaveTextContent('235 mi · Deadhead 12 mi');
    expect(item).toHaveTextContent('Pickup December 1, 2026, 08:00–12:00 ET');
    expect(item).toHaveTextContent('Posted rate $1,400.00 · $5.96/mi');
    expect(within(screen.getByLabelText('Region')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All regions', 'Northeast']);
    // The carrier's own trailers (Dry Van, Flatbed) come first.
    expect(within(screen.getByLabelText('Trailer type')).getAllByRole('option').map((o) => o.textContent).slice(0, 4)).toEqual(['All trailer types', 'Dry Van', 'Flatbed', 'Reefer']);
    await user.selectOptions(screen.getByLabelText('Trailer type'), 'Dry Van');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Rate per mile, highest first');
    await screen.findByRole('list', { name: 'Open loads' });
    expect(api.calls.some((call) => call.url.includes('trailerType=Dry+Van') && call.url.includes('sort=rpm') && call.url.includes('direction=desc'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Book now HL-10005 at $1,400.00' }));
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.alreadyTaken)).toBeInTheDocument();
  });

  describe('at desktop', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: query.includes('min-width'), addEventListener: () => undefined, removeEventListener: () => undefined })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('is a dense table sorted by its column headers: pickup, miles, rate and rate per mile, each click turning the order', async () => {
      const far = { ...load, id: 6, number: 'HL-10006', miles: 610, postedRate: '1830.00', ratePerMile: '3.00', deadheadMiles: null };
      api = mockApi({ 'GET /api/carrier/loads': { body: [load, far], headers: { 'X-Total-Count': '2' } } });
      const { user } = renderWithProviders(<LoadBoard user={carrier('verified')} />, { userEventOptions: { delay: null } });
      const table = await screen.findByRole('table');
      expect(screen.queryByRole('list', { name: 'Open loads' })).not.toBeInTheDocument();
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pickup▲', 'Lane', 'Trailer', 'Miles↕', 'Deadhead', 'Weight', 'Rate↕', 'Rate/mi↕', 'Actions']);
      const [, first, second] = within(table).getAllByRole('row');
      expect(first).toHaveTextContent('December 1, 2026');
      expect(within(first).getAllByRole('cell').map((c) => c.textContent).slice(2, 8)).toEqual(['Dry Van', '235 mi', '12 mi', '2,500 lbs', '$1,400.00', '$5.96/mi']);
      expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('—');
      expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();

      const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
      expect(header('Pickup')).toHaveAttribute('aria-sort', 'ascending');
      const lastBoardCall = () => api.callsTo('GET /api/carrier/loads').at(-1)!.url;
      await user.click(within(header('Rate/mi')).getByRole('button'));
      expect(await screen.findByRole('columnheader', { name: /^Rate\/mi/ })).toHaveAttribute('aria-sort', 'descending');
      expect(lastBoardCall()).toContain('sort=rpm');
      expect(lastBoardCall()).toContain('direction=desc');
      await user.click(within(header('Rate/mi')).getByRole('button'));
      expect(header('Rate/mi')).toHaveAttribute('aria-sort', 'ascending');
      expect(lastBoardCall()).toContain('direction=asc');
      await user.click(within(header('Miles')).getByRole('button'));
      expect(header('Miles')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Rate/mi')).toHaveAttribute('aria-sort', 'none');
      expect(lastBoardCall()).toContain('sort=miles');
    });
  });

  it('checks the home ZIP code’s form before sending it, then saves it', async () => {
    api = mockApi({ 'GET /api/carrier/loads': { body: [], headers: { 'X-Total-Count': '0' } }, 'PUT /api/carrier/home-zip': { body: { message: HOME_ZIP_MESSAGES.saved, homeZip: '07105' } } });
    const { user } = renderWithProviders(<LoadBoard user={carrier('verified')} />, { userEventOptions: { delay: null } });
    await user.type(screen.getByLabelText('Home ZIP code'), '0710');
    await user.click(screen.getByRole('button', { name: 'Save home ZIP' }));
    expect(await screen.findByText(HOME_ZIP_MESSAGES.format)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/carrier/home-zip')).toHaveLength(0);
    await user.type(screen.getByLabelText('Home ZIP code'), '5');
    await user.click(screen.getByRole('button', { name: 'Save home ZIP' }));
    expect(await screen.findByText(HOME_ZIP_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/carrier/home-zip')[0]?.body).toEqual({ homeZip: '07105' });
  });

  it('keeps saying the home ZIP code was saved once the account comes back holding it', async () => {
    api = mockApi({ 'GET /api/carrier/loads': { body: [], headers: { 'X-Total-Count': '0' } }, 'PUT /api/carrier/home-zip': { body: { message: HOME_ZIP_MESSAGES.saved, homeZip: '07105' } } });
    const before = carrier('verified');
    const { user, rerender } = renderWithProviders(<LoadBoard user={before} />, { userEventOptions: { delay: null } });
    await user.type(screen.getByLabelText('Home ZIP code'), '07105');
    await user.click(screen.getByRole('button', { name: 'Save home ZIP' }));
    expect(await screen.findByText(HOME_ZIP_MESSAGES.saved)).toBeInTheDocument();
    // The save refreshes the signed-in account, which now has the home ZIP code.
    rerender(<LoadBoard user={{ ...before, carrierInfo: { ...before.carrierInfo!, homeZip: '07105' } }} />);
    expect(screen.getByRole('status')).toHaveTextContent(HOME_ZIP_MESSAGES.saved);
    expect(screen.getByLabelText('Home ZIP code')).toHaveValue('07105');
  });

  it('checks an offer as the server does before sending it', async () => {
    api = mockApi({ 'GET /api/carrier/loads': { body: [load], headers: { 'X-Total-Count': '1' } }, 'POST /api/carrier/loads/5/offers': { status: 201, body: { message: LOAD_BOARD_MESSAGES.offerMade, offer: {} } } });
    const { user } = renderWithProviders(<LoadBoard user={carrier('verified')} />, { userEventOptions: { delay: null } });
    await user.click(await screen.findByRole('button', { name: 'Make an offer on HL-10005' }));
    const amount = screen.getByLabelText(/Your rate/);
    await user.clear(amount);
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(PRICE_MESSAGES.notPositive)).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/loads/5/offers')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1,250');
    await user.type(screen.getByLabelText('Note'), 'Team drivers');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.offerMade)).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/loads/5/offers')[0].body).toEqual({ amount: '1250.00', note: 'Team drivers', hours: 4 });
  });
});

describe('assigned loads', () => {
  it('offers the rate confirmation and signs it with the typed full name', async () => {
    const award = { offerId: 1, carrierId: 9, carrierName: 'Brennan', dotNumber: '2874415', rate: '1400.00', awardedAt: '2026-11-30T15:00:00Z', signBy: '2026-11-30T17:00:00Z', signedAt: null, signature: null };
    api = mockApi({ 'GET /api/carrier/assigned': { body: [{ ...load, status: 'booked', award }] }, 'POST /api/carrier/assigned/5/sign': { body: { message: LOAD_BOARD_MESSAGES.signed } } });
    const { user } = renderWithProviders(<AssignedLoads user={carrier('verified')} />, { userEventOptions: { delay: null } });
    expect(await screen.findByRole('link', { name: 'Rate confirmation (PDF)' })).toHaveAttribute('href', '/api/carrier/assigned/5/rate-confirmation');
    expect(screen.getByText('Awaiting your signature')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign the rate confirmation' }));
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.signatureRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your full name/), 'Casey Driver');
    await user.click(screen.getByRole('button', { name: 'Sign the rate confirmation' }));
    await screen.findByRole('list', { name: 'Assigned loads' });
    expect(api.callsTo('POST /api/carrier/assigned/5/sign')[0]?.body).toEqual({ signature: 'Casey Driver' });
  });
});

describe('a signed load on the road', () => {
  const party = (name: string, city: string, state: string, zip: string) => ({ name, address: { street: '1 Dock Rd', city, state, zip }, contactName: 'Pat Lee', phone: '(973) 555-0100' });
  const award = { offerId: 1, carrierId: 9, carrierName: 'Brennan', dotNumber: '2874415', rate: '1400.00', awardedAt: '2026-11-30T15:00:00Z', signBy: '2026-11-30T17:00:00Z', signedAt: '2026-11-30T15:10:00Z', signature: { name: 'Casey Driver', at: '2026-11-30T15:10:00Z', ip: '127.0.0.1' } };
  const signed = (status: AssignedLoad['status'], exception: { note: string; at: string } | null = null, pickupWindow = { date: '2020-01-06', from: '08:00', to: '12:00' }): AssignedLoad => ({
    ...load,
    pickupWindow,
    status,
    award,
    driver: null,
    haul: {
      shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
      consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
      commodity: 'Machine parts',
      pieces: 4,
      specialInstructions: 'Call 30 minutes ahead',
      exception,
      events: [{ kind: 'carrier-assigned', at: '2026-11-30T15:10:00Z', location: null, recordedBy: { role: 'carrier', name: 'Casey Driver' } }],
      pod: null,
    },
  });

  it('shows where to pick up and deliver, whom to call, the documents, and records pickup at the shipper’s city', async () => {
    api = mockApi({ 'GET /api/carrier/assigned': { body: [signed('carrier-assigned')] }, 'POST /api/carrier/assigned/5/events': { body: { message: 'Picked up recorded', load: signed('picked-up') } } });
    const { user } = renderWithProviders(<AssignedLoads user={carrier('verified')} />, { userEventOptions: { delay: null } });
    const pickup = await screen.findByRole('region', { name: 'Pickup' });
    expect(pickup).toHaveTextContent('Acme Plant1 Dock RdNewark, NJ 07105Pat Lee · (973) 555-0100');
    expect(within(pickup).getByRole('link', { name: '(973) 555-0100' })).toHaveAttribute('href', 'tel:9735550100');
    expect(screen.getByText('Call 30 minutes ahead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bill of lading (PDF)' })).toHaveAttribute('href', '/api/carrier/assigned/5/bill-of-lading');
    expect(screen.getByRole('list', { name: 'Timeline of HL-10005' })).toHaveTextContent('Recorded by Casey Driver (carrier)');
    await user.click(screen.getByRole('button', { name: 'Record pickup for HL-10005' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(/City/)).toHaveValue('Newark');
    await user.type(dialog.getByLabelText('Note'), '4 pallets');
    await user.click(dialog.getByRole('button', { name: 'Record pickup' }));
    expect(await screen.findByText('Picked up recorded')).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/assigned/5/events')[0].body).toEqual({ kind: 'picked-up', city: 'Newark', state: 'NJ', note: '4 pallets' });
  });

  it('asks the carrier to confirm a pickup before its window opens, and sends the confirmation', async () => {
    const window = { date: '2099-12-01', from: '08:00', to: '12:00' };
    api = mockApi({ 'GET /api/carrier/assigned': { body: [signed('carrier-assigned', null, window)] }, 'POST /api/carrier/assigned/5/events': { body: { message: 'Picked up recorded', load: signed('picked-up', null, window) } } });
    const { user } = renderWithProviders(<AssignedLoads user={carrier('verified')} />, { userEventOptions: { delay: null } });
    await user.click(await screen.findByRole('button', { name: 'Record pickup for HL-10005' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(SHIPMENT_TIMING_TEXTS.earlyPickup(window))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record pickup' }));
    expect(dialog.getByRole('checkbox', { name: SHIPMENT_TIMING_TEXTS.confirmEarlyPickup })).toHaveAccessibleDescription(SHIPMENT_TIMING_TEXTS.confirmEarlyPickupRequired);
    expect(api.callsTo('POST /api/carrier/assigned/5/events')).toHaveLength(0);
    await user.click(dialog.getByRole('checkbox', { name: SHIPMENT_TIMING_TEXTS.confirmEarlyPickup }));
    await user.click(dialog.getByRole('button', { name: 'Record pickup' }));
    expect(await screen.findByText('Picked up recorded')).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/assigned/5/events')[0].body).toEqual({ kind: 'picked-up', city: 'Newark', state: 'NJ', note: '', confirmEarlyPickup: true });
  });

  it('asks where the load is before recording in transit, and a note before an exception', async () => {
    api = mockApi({ 'GET /api/carrier/assigned': { body: [signed('picked-up')] } });
    const { user } = renderWithProviders(<AssignedLoads user={carrier('verified')} />, { userEventOptions: { delay: null } });
    await user.click(await screen.findByRole('button', { name: 'Record in transit for HL-10005' }));
    let dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Record in transit' }));
    expect(dialog.getByText(LOAD_BOARD_MESSAGES.inTransitPlaceRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Report an exception for HL-10005' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Report exception' }));
    expect(dialog.getByText(SHIPMENT_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/assigned/5/events')).toHaveLength(0);
  });

  it('marks delivered only with the proof of delivery, sent as the raw file; an open exception is shown and not raised twice', async () => {
    api = mockApi({
      'GET /api/carrier/assigned': { body: [signed('in-transit', { note: 'Late: traffic', at: '2026-11-30T18:00:00Z' })] },
      'POST /api/carrier/assigned/5/delivered': { status: 201, body: { message: LOAD_BOARD_MESSAGES.delivered, load: signed('delivered') } },
    });
    const { user } = renderWithProviders(<AssignedLoads user={carrier('verified')} />, { userEventOptions: { delay: null } });
    expect(await screen.findByText(/Late: traffic/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report an exception for HL-10005' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update location for HL-10005' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark delivered for HL-10005' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect(dialog.getByText(LOAD_BOARD_MESSAGES.podRequired)).toBeInTheDocument();
    await user.upload(dialog.getByLabelText(/Proof of delivery/), new File(['%PDF-1.7 pod'], 'signed bol.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.delivered)).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/carrier/assigned/5/delivered');
    expect(call.headers['content-type']).toBe('application/octet-stream');
    expect(call.headers['x-file-name']).toBe('signed%20bol.pdf');
  });
});
