import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi, type MockRequest } from '@freight/platform/testing';
import { customer, quote, signedOut } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

let api: MockApi;
afterEach(() => api.restore());

const list = (items: unknown[], total = items.length) => ({ body: items, headers: { 'X-Total-Count': String(total) } });

async function renderDashboard() {
  const view = renderWithProviders(<DashboardPage />, { route: PATHS.dashboard, userEventOptions: { delay: null } });
  await screen.findByRole('heading', { name: 'Welcome, Dana Reyes' });
  return view;
}

describe('DashboardPage', () => {
  it('sends signed-out visitors to /login, which returns them here', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = renderWithProviders(<DashboardPage />, { route: PATHS.dashboard });
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.login));
    expect(view.location().search).toBe('?next=%2Fdashboard');
    expect(api.callsTo('GET /api/customer-quotes')).toHaveLength(0);
  });

  it("greets the user, opens on New Quote Request and counts the user's quotes in the tab", async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': list([quote()], 7) });
    await renderDashboard();
    expect(screen.getByRole('tab', { name: 'New Quote Request' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'My Quotes (7)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', PATHS.profile);
    expect(screen.getByRole('link', { name: 'My Shipments' })).toHaveAttribute('href', PATHS.shipments);
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it("shows a carrier its own area, its verification and profile, never the customer's quote form", async () => {
    const carrier = {
      ...customer,
      accountType: 'carrier' as const,
      companyName: 'Brennan Trucking LLC',
      carrierInfo: { dotNumber: '2874415', mcNumber: 'MC-948211', equipmentTypes: ['Dry Van'], fleetSize: '16-50', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$250,000' } },
      carrierStatus: 'suspended' as const,
      carrierStatusHistory: [
        { status: 'pending' as const, by: 'registration', at: '2026-11-01T15:00:00.000Z' },
        { status: 'suspended' as const, by: 'Admin', reason: 'Certificate of insurance expired', at: '2026-11-20T15:00:00.000Z' },
      ],
    };
    api = mockApi({ 'GET /api/user': { body: carrier }, 'GET /api/carrier/documents': { body: [] } });
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is suspended');
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Certificate of insurance expired');
    expect(screen.getByText('MC-948211')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pending verification: November 1, 2026',
      'Suspended: November 20, 2026',
    ]);
    expect(screen.queryByRole('tab', { name: 'New Quote Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', PATHS.profile);
    // My Shipments is the customer's page: a carrier's loads are under Assigned Loads.
    expect(screen.queryByRole('link', { name: 'My Shipments' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/customer-quotes')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it("carries the site's header navigation", async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': list([]) });
    await renderDashboard();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
    expect(nav.getByRole('link', { name: 'Quote Calculator' })).toHaveAttribute('href', PATHS.quoteCalculator);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Admin Dashboard button to admins only', async () => {
    api = mockApi({ 'GET /api/user': { body: { ...customer, isAdmin: true } }, 'GET /api/customer-quotes': list([]) });
    await renderDashboard();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', PATHS.admin);
  });

  it('shows a loading state while the quotes load, and no count in the tab until it is known', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': () => new Promise(() => undefined) });
    const view = await renderDashboard();
    await view.user.click(screen.getByRole('tab', { name: 'My Quotes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quotes...');
    expect(screen.queryByRole('tab', { name: /My Quotes \(/ })).not.toBeInTheDocument();
  });

  it('shows the empty state, whose button opens the request form', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': list([]) });
    const view = await renderDashboard();
    await view.user.click(await screen.findByRole('tab', { name: 'My Quotes (0)' }));
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Request Your First Quote' }));
    expect(screen.getByRole('tab', { name: 'New Quote Request' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists quotes newest first with date, details, phone, status and what staff added', async () => {
    const answered = quote({
      id: 2,
      serviceNeeded: 'Cross-Docking',
      status: 'approved',
      estimatedPrice: '1250',
      customerMessage: 'Dock 4, Tuesday morning.',
      originZip: '07105',
      destinationZip: '19103',
      weight: '1200',
      equipmentType: 'Standard Freight / General Freight',
      calculatedPrice: '1234.5',
      createdAt: '2024-07-04T15:00:00.000Z',
    });
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': list([answered, quote()]) });
    const view = await renderDashboard();
    await view.user.click(await screen.findByRole('tab', { name: 'My Quotes (2)' }));

    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Cross-Docking quote #2');
    expect(first).toHaveTextContent('Reference #2');
    expect(first).not.toHaveTextContent('Just sent');
    expect(first).toHaveTextContent(new Date(answered.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' }));
    expect(first).toHaveTextContent('Approved');
    expect(first).toHaveTextContent('$1,250.00');
    expect(first).toHaveTextContent('Message from our teamDock 4, Tuesday morning.');
    expect(first).toHaveTextContent('07105 → 19103 · 1,200 lbs · Standard Freight / General Freight · $1,234.50');
    expect(second).toHaveTextContent('Freight Transportation');
    expect(second).toHaveTextContent('June 5, 2024');
    expect(second).toHaveTextContent('Two pallets to Philadelphia');
    expect(second).toHaveTextContent('(973) 555-0101');
    expect(second).toHaveTextContent('Pending');
    expect(within(second).queryByText('Estimated price')).not.toBeInTheDocument();
  });

  it('loads more quotes page by page', async () => {
    const all = Array.from({ length: 12 }, (_, i) => quote({ id: 12 - i, projectDetails: `Load ${12 - i}` }));
    const page = (request: MockRequest) => {
      const params = new URL(request.url, 'http://x').searchParams;
      const offset = Number(params.get('offset'));
      return list(all.slice(offset, offset + Number(params.get('limit'))), all.length);
    };
    api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': page });
    const view = await renderDashboard();
    await view.user.click(await screen.findByRole('tab', { name: 'My Quotes (12)' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await view.user.click(screen.getByRole('button', { name: 'Load more (10 of 12)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/customer-quotes').map((c) => c.url)).toEqual([
      '/api/customer-quotes?limit=10&offset=0',
      '/api/customer-quotes?limit=10&offset=10',
    ]);
  });
});
