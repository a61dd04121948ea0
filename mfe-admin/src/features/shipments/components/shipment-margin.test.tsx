import { screen, within } from '@testing-library/react';
import type { LoadMarginView } from '@freight/domain/billing';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { theme } from '@freight/ui';
import { ShipmentMargin } from './shipment-margin';

const MARGINS = 'GET /api/admin/billing-reports/margins';

/** The figure under a term of the margin's list. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ShipmentMargin', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const show = (margin: Omit<LoadMarginView, 'shipmentId'> | null) => {
    api = mockApi({ [MARGINS]: { body: { items: margin ? [{ shipmentId: 7, ...margin }] : [] } } });
    return renderWithProviders(<ShipmentMargin id={7} />);
  };

  it("shows staff the load's revenue, carrier cost and margin, each with where it comes from", async () => {
    show({ revenueCents: 215_000, revenueSource: 'invoice', costCents: 160_000, costSource: 'payable', marginCents: 55_000, marginPercent: 25.6 });
    expect(await screen.findByRole('heading', { name: 'Revenue and margin' })).toBeInTheDocument();
    expect(figure('Revenue')).toHaveTextContent('$2,150.00Invoice total');
    expect(figure('Carrier cost')).toHaveTextContent('$1,600.00Carrier payable');
    expect(figure('Margin')).toHaveTextContent('$550.00 (25.6%)');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/admin/billing-reports/margins?shipmentIds=7']);
  });

  it('shows a loss as a loss', async () => {
    show({ revenueCents: 160_000, revenueSource: 'accepted-price', costCents: 170_000, costSource: 'signed-rate', marginCents: -10_000, marginPercent: -6.3 });
    const margin = await screen.findByText('-$100.00 (-6.3%)');
    expect(margin).toHaveStyle({ color: theme.colors.red700 });
    expect(figure('Revenue').querySelector('strong')).toBeNull();
    expect(figure('Revenue')).toHaveTextContent('Accepted price');
    expect(figure('Carrier cost')).toHaveTextContent('Signed carrier rate');
  });

  it('says why there is no margin yet while no carrier has signed', async () => {
    show({ revenueCents: 125_000, revenueSource: 'accepted-price', costCents: null, costSource: null, marginCents: null, marginPercent: null });
    expect(await screen.findByText('No margin yet: no carrier has signed a rate confirmation for this load.')).toBeInTheDocument();
    expect(figure('Carrier cost')).toHaveTextContent('—');
    expect(within(figure('Margin')).queryByText(/%/)).not.toBeInTheDocument();
  });
});
