import { screen, within } from '@testing-library/react';
import { LOAD_BOARD_MESSAGES, PRICE_MESSAGES, type Shipment } from '@freight/domain';
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
});
