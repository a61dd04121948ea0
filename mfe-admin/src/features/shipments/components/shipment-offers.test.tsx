import { screen, within } from '@testing-library/react';
import { LOAD_BOARD_MESSAGES, PRICE_MESSAGES, RATE_OPTION_TEXTS, type Shipment } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { ShipmentOffers } from './shipment-offers';

let api: MockApi;
afterEach(() => api.restore());

const shipment = { id: 7, number: 'HL-10007', status: 'booked', price: '1850.00', postedRate: null } as unknown as Shipment;
const offer = {
  id: 3,
  shipmentId: 7,
  shipmentNumber: 'HL-10007',
  lane: 'Newark, NJ to Boston, MA',
  carrierId: 9,
  carrierName: 'Brennan Trucking LLC',
  dotNumber: '2874415',
  mcNumber: 'MC-948211',
  kind: 'offer',
  amount: '1400.00',
  note: 'Team drivers',
  hours: 4,
  expiresAt: '2026-12-01T00:00:00Z',
  status: 'pending',
  createdAt: '2026-11-30T00:00:00Z',
  carrierStatus: 'verified',
  insurance: 'Liability $1M, cargo $250K',
  margin: { cents: 45000, dollars: '$450.00', percent: '24.3%' },
};

describe('a shipment’s carrier offers', () => {
  it('tells staff how carriers see the load on the board: its trailer type, miles and rate per mile at the posted rate', async () => {
    api = mockApi({ 'GET /api/admin/shipments/7/offers': { body: { offers: [], price: '1850.00', postedRate: '1175.00', postedMargin: null, award: null } } });
    renderWithProviders(<ShipmentOffers shipment={{ ...shipment, trailerType: 'Reefer', miles: 235, postedRate: '1175.00' }} />);
    expect(await screen.findByText(RATE_OPTION_TEXTS.onBoard('Reefer', '235 mi', '$5.00/mi'))).toBeInTheDocument();
  });

  it('shows each offer with the carrier, DOT/MC, status, insurance and margin, and awards one with the hours to sign', async () => {
    api = mockApi({
      'GET /api/admin/shipments/7/offers': { body: { offers: [offer], price: '1850.00', postedRate: null, postedMargin: null, award: null } },
      'POST /api/admin/offers/3/award': { body: { message: LOAD_BOARD_MESSAGES.awarded, shipment } },
    });
    const { user } = renderWithProviders(<ShipmentOffers shipment={shipment} />, { userEventOptions: { delay: null } });
    const item = within(await screen.findByRole('list', { name: 'Offers' })).getByRole('listitem');
    expect(item).toHaveTextContent('$1,400.00 · Brennan Trucking LLC');
    expect(item).toHaveTextContent('USDOT 2874415 · MC-948211 · Verified · Liability $1M, cargo $250K');
    expect(item).toHaveTextContent('Margin $450.00 (24.3%)');
    const hours = screen.getByLabelText(/Hours to sign/);
    expect(hours).toHaveValue('2');
    await user.clear(hours);
    await user.type(hours, '99');
    await user.click(screen.getByRole('button', { name: 'Award to Brennan Trucking LLC at $1,400.00' }));
    expect(await screen.findByText(LOAD_BOARD_MESSAGES.signHoursInvalid)).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(screen.getByRole('button', { name: 'Award to Brennan Trucking LLC at $1,400.00' }));
    await screen.findByRole('list', { name: 'Offers' });
    expect(api.callsTo('POST /api/admin/offers/3/award')[0]?.body).toEqual({ signHours: 3 });
  });

  it('checks the posted carrier rate as the server does', async () => {
    api = mockApi({
      'GET /api/admin/shipments/7/offers': { body: { offers: [], price: '1850.00', postedRate: null, postedMargin: null, award: null } },
      'PUT /api/admin/shipments/7/carrier-rate': { body: { message: 'Carrier rate saved', shipment } },
    });
    const { user } = renderWithProviders(<ShipmentOffers shipment={shipment} />, { userEventOptions: { delay: null } });
    await screen.findByText('No offers yet.');
    await user.type(screen.getByLabelText(/Post carrier rate/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText(PRICE_MESSAGES.invalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/shipments/7/carrier-rate')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Post carrier rate/));
    await user.type(screen.getByLabelText(/Post carrier rate/), '1,400');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await screen.findByText('No offers yet.');
    expect(api.callsTo('PUT /api/admin/shipments/7/carrier-rate')[0]?.body).toEqual({ rate: '1400.00' });
  });

  it('withdraws an unsigned award (a Book now staff cannot confirm) with the reason the carrier reads', async () => {
    const award = { offerId: 3, carrierId: 9, carrierName: 'Brennan Trucking LLC', dotNumber: '2874415', rate: '1400.00', awardedAt: '2026-11-30T15:00:00Z', signBy: '2026-11-30T17:00:00Z', signedAt: null, signature: null };
    api = mockApi({
      'GET /api/admin/shipments/7/offers': { body: { offers: [{ ...offer, kind: 'book-now', status: 'accepted' }], price: '1850.00', postedRate: '1400.00', postedMargin: null, award } },
      'POST /api/admin/shipments/7/award/withdraw': { body: { message: LOAD_BOARD_MESSAGES.awardWithdrawn, shipment } },
    });
    const { user } = renderWithProviders(<ShipmentOffers shipment={shipment} />, { userEventOptions: { delay: null } });
    const form = within(await screen.findByRole('form', { name: 'Withdraw the award to Brennan Trucking LLC' }));
    await user.click(form.getByRole('button', { name: 'Withdraw award' }));
    expect(form.getByText(LOAD_BOARD_MESSAGES.withdrawReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/shipments/7/award/withdraw')).toHaveLength(0);
    await user.type(form.getByLabelText(/Reason for withdrawing/), 'Pickup moved to Monday');
    await user.click(form.getByRole('button', { name: 'Withdraw award' }));
    await screen.findByRole('list', { name: 'Offers' });
    expect(api.callsTo('POST /api/admin/shipments/7/award/withdraw')[0]?.body).toEqual({ reason: 'Pickup moved to Monday' });
  });

  it('offers no withdrawal once the carrier signed', async () => {
    const award = { offerId: 3, carrierId: 9, carrierName: 'Brennan Trucking LLC', dotNumber: '2874415', rate: '1400.00', awardedAt: '2026-11-30T15:00:00Z', signBy: '2026-11-30T17:00:00Z', signedAt: '2026-11-30T15:30:00Z', signature: { name: 'Casey Driver', at: '2026-11-30T15:30:00Z', ip: '127.0.0.1' } };
    api = mockApi({ 'GET /api/admin/shipments/7/offers': { body: { offers: [], price: '1850.00', postedRate: null, postedMargin: null, award } } });
    renderWithProviders(<ShipmentOffers shipment={{ ...shipment, status: 'carrier-assigned' } as Shipment} />);
    expect(await screen.findByText(/Signed by Casey Driver/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw award' })).not.toBeInTheDocument();
  });
});
