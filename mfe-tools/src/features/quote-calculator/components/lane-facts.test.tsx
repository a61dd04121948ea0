import { screen } from '@testing-library/react';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { EMPTY_VALUES, type Estimate } from '../hooks/use-quote-calculator';
import { LaneFacts } from './lane-facts';

const estimate = (serviceType: string, originZip = '02108'): Estimate => ({
  input: { ...EMPTY_VALUES, originZip, destinationZip: '19103', weight: '2000', serviceType, cargoType: 'general' },
  result: { baseRate: 120, distanceRate: 0, weightRate: 0, serviceMultiplier: 1, totalCost: 1, estimatedDays: '3-7 business days' },
});

describe('LaneFacts', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the road miles and "about N business days" with the assumptions, labelled as planning figures', async () => {
    api = mockApi({
      'GET /api/lanes': {
        body: {
          origin: { zip: '02108', city: 'Boston', state: 'MA' },
          destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
          greatCircleMiles: 270.6,
          roadMiles: 1325,
          transitDays: 5,
          transitMode: 'ltl',
          transitText: 'about 5 business days',
        },
      },
    });
    renderWithProviders(<LaneFacts estimate={estimate('ltl')} />);
    expect(await screen.findByText('1,325 mi')).toBeInTheDocument();
    expect(screen.getByText('about 5 business days')).toBeInTheDocument();
    expect(screen.getByText(/Boston, MA → Philadelphia, PA/)).toHaveTextContent(/plus a day for pickup and one for delivery/);
    expect(screen.getByText(/for planning/)).toBeInTheDocument();
  });

  it("says why when the API knows no such ZIP, and shows no distance", async () => {
    const message = 'We have no location for ZIP code 00000. Please check it';
    api = mockApi({ 'GET /api/lanes': { status: 400, body: { message, errors: { originZip: message } } } });
    renderWithProviders(<LaneFacts estimate={estimate('ftl', '00000')} />);
    expect(await screen.findByText(`Lane miles are not available: ${message}.`)).toBeInTheDocument();
    expect(screen.queryByText(/ mi$/)).not.toBeInTheDocument();
  });
});
