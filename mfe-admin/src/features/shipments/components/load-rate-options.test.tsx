import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOASTS, LANE_MESSAGES, RATE_OPTION_TEXTS, type RateOption, type Shipment, type ShipmentRateOptions } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { ShipmentOffers } from './shipment-offers';

let api: MockApi;
afterEach(() => api.restore());

const shipment = { id: 7, number: 'HL-10007', status: 'booked', price: '$1,850.00', postedRate: null } as unknown as Shipment;
const offers = { offers: [], price: '$1,850.00', postedRate: null, postedMargin: null, award: null };

const empire: RateOption = {
  rateId: 4,
  carrierName: 'Empire Flatbed Co.',
  serviceType: 'Flatbed',
  base: 240,
  mileage: 111.6,
  weightCharge: 950,
  linehaul: 1301.6,
  minimumCharge: 600,
  minimumApplied: false,
  carrierCharge: 1301.6,
  rate: '1301.60',
  margin: { cents: 54840, dollars: '$548.40', percent: '29.6%' },
};
const shortHaul: RateOption = {
  rateId: 5,
  carrierName: 'Short Haul Flats',
  serviceType: 'Flatbed',
  base: 50,
  mileage: 36,
  weightCharge: 38,
  linehaul: 124,
  minimumCharge: 700,
  minimumApplied: true,
  carrierCharge: 700,
  rate: '700.00',
  margin: { cents: 115000, dollars: '$1,150.00', percent: '62.2%' },
};
const priced = (miles: number, entered: boolean, laneMiles: number | null = 36): ShipmentRateOptions => ({
  equipment: 'Flatbed',
  service: 'Flatbed',
  weightLbs: 38000,
  price: '$1,850.00',
  laneMiles,
  miles,
  milesEntered: entered,
  unavailable: null,
  options: [shortHaul, empire],
});

const section = () => screen.findByRole('region', { name: RATE_OPTION_TEXTS.heading });

describe('rates for this load', () => {
  it('shows each rate’s formula on the estimated miles, the charge and the margin, and posts one as the carrier rate', async () => {
    api = mockApi({
      'GET /api/admin/shipments/7/offers': { body: offers },
      'GET /api/admin/shipments/7/rate-options': { body: priced(36, false) },
      'PUT /api/admin/shipments/7/carrier-rate': { body: { message: 'Carrier rate saved', shipment: { ...shipment, postedRate: '1301.60' } } },
    });
    const { user } = renderWithProviders(<ShipmentOffers shipment={shipment} />, { userEventOptions: { delay: null } });
    const panel = await section();
    expect(await within(panel).findByText(/36 road miles, estimated from the ZIP codes · 38,000 lbs · Flatbed rates · the customer pays \$1,850.00/)).toBeInTheDocument();
    const items = within(within(panel).getByRole('list', { name: 'Carrier rates priced for this load' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Short Haul Flats', 'Empire Flatbed Co.']);
    const breakdown = within(items[1]).getByLabelText('How Empire Flatbed Co.\'s rate is worked out');
    expect(breakdown).toHaveTextContent('Base rate$240.00');
    expect(breakdown).toHaveTextContent('Per mile × 36 mi$111.60');
    expect(breakdown).toHaveTextContent('Per pound × 38,000 lbs$950.00');
    expect(breakdown).toHaveTextContent('Carrier charge$1,301.60');
    expect(breakdown).toHaveTextContent('Margin$548.40 (29.6%)');
    expect(items[0]).toHaveTextContent('Minimum charge applies (line haul $124.00)$700.00');
    expect(api.callsTo('GET /api/admin/shipments/7/rate-options')[0]?.url).toBe('/api/admin/shipments/7/rate-options');

    await user.click(within(items[1]).getByRole('button', { name: 'Post this rate: $1,301.60 from Empire Flatbed Co.' }));
    expect(await screen.findByText(ADMIN_TOASTS.carrierRatePosted.success)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/shipments/7/carrier-rate').map((call) => call.body)).toEqual([{ rate: '1301.60' }]);
    // The posted rate is the rate field's now.
    expect(screen.getByLabelText(/Post carrier rate/)).toHaveValue('1301.60');
  });

  it('asks for the miles when a ZIP code is unknown, checks them as the server does, and prices the rates on them', async () => {
    const unknown: ShipmentRateOptions = { ...priced(0, false, null), miles: null, options: [], unavailable: RATE_OPTION_TEXTS.milesUnknown(LANE_MESSAGES.unknownZip('99999')) };
    api = mockApi({
      'GET /api/admin/shipments/7/offers': { body: offers },
      'GET /api/admin/shipments/7/rate-options': (request) => ({ body: request.url.includes('miles=') ? priced(120, true, null) : unknown }),
    });
    const { user } = renderWithProviders(<ShipmentOffers shipment={shipment} />, { userEventOptions: { delay: null } });
    const panel = await section();
    expect(await within(panel).findByText(RATE_OPTION_TEXTS.milesUnknown(LANE_MESSAGES.unknownZip('99999')))).toBeInTheDocument();
    expect(within(panel).getByText(RATE_OPTION_TEXTS.milesNeeded)).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();

    const miles = within(panel).getByLabelText(RATE_OPTION_TEXTS.milesLabel);
    await user.type(miles, '7000');
    await user.click(within(panel).getByRole('button', { name: RATE_OPTION_TEXTS.showRates }));
    expect(await within(panel).findByText(RATE_OPTION_TEXTS.milesInvalid)).toBeInTheDocument();
    expect(miles).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET /api/admin/shipments/7/rate-options')).toHaveLength(1);

    await user.clear(miles);
    await user.type(miles, '120');
    await user.click(within(panel).getByRole('button', { name: RATE_OPTION_TEXTS.showRates }));
    expect(await within(panel).findByText(/120 miles, as entered/)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText(RATE_OPTION_TEXTS.milesInvalid)).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/admin/shipments/7/rate-options').at(-1)?.url).toBe('/api/admin/shipments/7/rate-options?miles=120');
    expect(within(panel).getAllByRole('button', { name: /^Post this rate/ })).toHaveLength(2);
  });
});
