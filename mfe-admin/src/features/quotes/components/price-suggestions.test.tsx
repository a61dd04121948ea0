import { screen, within } from '@testing-library/react';
import { priceSuggestion } from '@freight/domain';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { PriceSuggestions } from './price-suggestions';

const RATE = { id: 4, carrierName: 'Keystone Express', baseRate: '95.00', perMileRate: '1.35', perPoundRate: '0.085', minimumCharge: '175.00' };
const SMALL = { ...RATE, id: 5, carrierName: 'Small Lot Co', baseRate: '10', perMileRate: '0.10', perPoundRate: '0.01', minimumCharge: '400' };
const LIFTGATE = { name: 'Liftgate delivery', price: 75 };

describe('PriceSuggestions', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows each rate with its breakdown, the minimum when it applies, the margin, and applies the suggested price', async () => {
    const lane = { miles: 325, weightLbs: 2000 };
    api = mockApi({
      'GET /api/admin/quotes/9/suggestions': {
        body: {
          unavailable: null,
          serviceLabel: 'Less Than Truckload',
          ...lane,
          marginPercent: 10,
          suggestions: [priceSuggestion(SMALL, lane, [LIFTGATE], 10), priceSuggestion(RATE, lane, [LIFTGATE], 10)],
        },
      },
    });
    const onApply = jest.fn();
    const { user } = renderWithProviders(<PriceSuggestions quoteId={9} onApply={onApply} />);
    const small = await screen.findByRole('article', { name: 'Suggestion from Small Lot Co' });
    expect(within(small).getByText('Carrier charge (minimum $400.00 applies)')).toBeInTheDocument();
    expect(within(small).getByText('Liftgate delivery')).toBeInTheDocument();
    expect(within(small).getByText('Margin 10 %')).toBeInTheDocument();
    expect(within(small).getByText('$522.50')).toBeInTheDocument();
    const keystone = screen.getByRole('article', { name: 'Suggestion from Keystone Express' });
    expect(within(keystone).getByText('Per mile × 325 road miles')).toBeInTheDocument();
    expect(within(keystone).getByText('$438.75')).toBeInTheDocument();
    await user.click(within(keystone).getByRole('button', { name: 'Apply $856.63 from Keystone Express' }));
    expect(onApply).toHaveBeenCalledWith('856.63');
  });

  it('says why there is no suggestion', async () => {
    api = mockApi({
      'GET /api/admin/quotes/3/suggestions': { body: { unavailable: 'No suggestion: no active carrier rate has the service type “Specialized Cargo”.', serviceLabel: 'Specialized Cargo', miles: 10, weightLbs: 5, marginPercent: 15, suggestions: [] } },
    });
    renderWithProviders(<PriceSuggestions quoteId={3} onApply={jest.fn()} />);
    expect(await screen.findByText('No suggestion: no active carrier rate has the service type “Specialized Cargo”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });
});
