import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, quote } from '../../../testing/fixtures';
import { QuoteCard } from './quote-card';

let api: MockApi;
afterEach(() => api?.restore());

const LANE = {
  greatCircleMiles: 80.4,
  roadMiles: 96,
  transitDays: 1,
  transitMode: 'truckload' as const,
  origin: { zip: '10001', city: 'New York', state: 'NY' },
  destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
};

describe('a quote card with a lane typed into the form', () => {
  it('shows the customer the lane with its places, the miles the server worked out, the weight, equipment and pickup date', () => {
    api = mockApi({ 'GET /api/user': { body: customer } });
    renderWithProviders(<QuoteCard quote={quote({ id: 5, originZip: '10001', destinationZip: '19103', weight: '12000', equipmentType: 'Dry Van', pickupDate: '2099-01-05', lane: LANE })} />);
    const card = screen.getByRole('article');
    const pairs = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Lane', 'New York, NY 10001 → Philadelphia, PA 19103'],
        ['Road miles (estimated)', '96 mi'],
        ['Pickup date', 'January 5, 2099'],
        ['Weight', '12,000 lbs'],
        ['Equipment', 'Dry Van'],
      ]),
    );
    expect(card).not.toHaveTextContent('Calculator estimate');
  });

  it('shows no lane lines on a request without one', () => {
    api = mockApi({ 'GET /api/user': { body: customer } });
    renderWithProviders(<QuoteCard quote={quote({ id: 6 })} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/Lane|Road miles|Weight|Equipment/);
  });
});
