import { screen, waitFor } from '@testing-library/react';
import { INVOICES_PATH, PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { useNavigationType } from 'react-router-dom';
import { customer } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

let api: MockApi;
afterEach(() => api.restore());

const empty = { body: [], headers: { 'X-Total-Count': '0' } };

/** How the router got to where it is: PUSH adds a history entry, REPLACE does not. */
function LastNavigation() {
  return <output aria-label="Last navigation">{useNavigationType()}</output>;
}

async function renderDashboard(route: string) {
  api = mockApi({ 'GET /api/user': { body: customer }, 'GET /api/customer-quotes': empty, 'GET /api/invoices': empty });
  const page = (
    <>
      <DashboardPage />
      <LastNavigation />
    </>
  );
  const view = renderWithProviders(page, { route, userEventOptions: { delay: null } });
  await screen.findByRole('heading', { name: 'Welcome, Dana Reyes' });
  return view;
}

describe('DashboardPage tabs', () => {
  it("opens on Invoices from the invoice email's link", async () => {
    await renderDashboard(INVOICES_PATH);
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('opens the tab the URL names, and the first one for a name it does not know', async () => {
    const view = await renderDashboard(`${PATHS.dashboard}?tab=quotes`);
    expect(await screen.findByRole('tab', { name: 'My Quotes (0)' })).toHaveAttribute('aria-selected', 'true');
    view.unmount();
    api.restore();
    await renderDashboard(`${PATHS.dashboard}?tab=billing`);
    expect(screen.getByRole('tab', { name: 'New Quote Request' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for invoices only once the Invoices tab is open', async () => {
    const view = await renderDashboard(PATHS.dashboard);
    expect(api.callsTo('GET /api/invoices')).toHaveLength(0);
    await view.user.click(screen.getByRole('tab', { name: 'Invoices' }));
    await waitFor(() => expect(api.callsTo('GET /api/invoices')).toHaveLength(1));
  });

  it('writes the open tab into the URL, replacing the entry rather than adding one', async () => {
    const view = await renderDashboard(PATHS.dashboard);
    await view.user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(view.location().search).toBe('?tab=invoices');
    expect(screen.getByRole('status', { name: 'Last navigation' })).toHaveTextContent('REPLACE');
    await view.user.click(screen.getByRole('tab', { name: /My Quotes/ }));
    expect(view.location().search).toBe('?tab=quotes');
    expect(screen.getByRole('tab', { name: /My Quotes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Last navigation' })).toHaveTextContent('REPLACE');
  });
});
