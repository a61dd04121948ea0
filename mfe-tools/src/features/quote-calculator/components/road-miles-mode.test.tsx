import { screen, waitFor } from '@testing-library/react';
import { calculateQuote, formatUsd } from '@freight/domain';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { QuoteCalculatorPage } from './quote-calculator-page';

const LANE = {
  origin: { zip: '07105', city: 'Newark', state: 'NJ' },
  destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
  greatCircleMiles: 75.8,
  roadMiles: 91,
  transitDays: 1,
  transitMode: 'truckload',
  transitText: 'about 1 business day',
};

async function fill(user: ReturnType<typeof renderWithProviders>['user'], origin: string) {
  await user.type(screen.getByLabelText(/origin zip/i), origin);
  await user.type(screen.getByLabelText(/destination zip/i), '19103');
  await user.type(screen.getByLabelText(/weight/i), '2500');
  await user.selectOptions(screen.getByLabelText(/service type/i), 'Full Truckload');
  await user.selectOptions(screen.getByLabelText(/cargo type/i), 'General Freight');
  await user.click(screen.getByRole('button', { name: /calculate quote/i }));
}

describe('the calculator with staff’s road-miles setting', () => {
  let api: MockApi;
  afterEach(() => api.restore());
  const input = { originZip: '07105', destinationZip: '19103', weight: '2500', serviceType: 'ftl', cargoType: 'general' };

  it('prices the same tiers on the road miles', async () => {
    api = mockApi({ 'GET /api/calculator-settings': { body: { calculatorDistance: 'road-miles' } }, 'GET /api/lanes': { body: LANE } });
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await waitFor(() => expect(api.callsTo('GET /api/calculator-settings')).toHaveLength(1));
    await fill(user, '07105');
    const expected = formatUsd(calculateQuote(input, { roadMiles: 91 })!.totalCost);
    expect(await screen.findByText(expected, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(expected).not.toBe(formatUsd(calculateQuote(input)!.totalCost));
  });

  it('refuses a ZIP code it does not know on its field, with no price', async () => {
    const message = 'We have no location for ZIP code 00000. Please check it';
    api = mockApi({ 'GET /api/calculator-settings': { body: { calculatorDistance: 'road-miles' } }, 'GET /api/lanes': { status: 400, body: { message, errors: { originZip: message } } } });
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await waitFor(() => expect(api.callsTo('GET /api/calculator-settings')).toHaveLength(1));
    await fill(user, '00000');
    expect(await screen.findByText(message, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Instant Estimate' })).not.toBeInTheDocument();
  });

  it('keeps the specification’s ZIP difference by default', async () => {
    api = mockApi({ 'GET /api/calculator-settings': { body: { calculatorDistance: 'zip-difference' } }, 'GET /api/lanes': { body: LANE } });
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await waitFor(() => expect(api.callsTo('GET /api/calculator-settings')).toHaveLength(1));
    await fill(user, '07105');
    expect(await screen.findByText(formatUsd(calculateQuote(input)!.totalCost), {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
