import { screen, within } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { emptyStats, primaryAdmin } from '../testing/fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';
import pages from './pages';

describe('admin pages', () => {
  let api: MockApi | undefined;
  afterEach(() => api?.restore());

  it('serves the dashboard on /admin and /admin-dashboard', () => {
    expect(pages[PATHS.admin]).toBe(pages[PATHS.adminDashboard]);
  });

  it('gives a granted admin the header, the six tabs, Billing, Emails and Deployments, Content with its placeholder and dialog', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/stats': { body: emptyStats },
      'GET /api/admin/website-content': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { user } = renderWithProviders(<AdminDashboardPage />, { route: PATHS.admin });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    // The title is there before access is verified; who is signed in follows the session's answer.
    expect(await screen.findByText('Primary Administrator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', PATHS.home);
    // Staff screens end with their work: the site's footer (contact details, tools) stays out.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Quotes',
      'Shipments',
      'Billing',
      'Carrier Rates',
      'Carrier Accounts',
      'Equipment Pricing',
      'Pricing',
      'Content',
      'Emails',
      'Deployments',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(await screen.findByText('Content management will be available in the next update.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Website Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Website Content' });
    for (const label of ['Section', 'Content Key', 'Content Value', 'Content Type']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByLabelText('Content Type')).toHaveValue('text');
  });

  it('opens the tab named in the address and keeps the address in step when another is chosen', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/stats': { body: emptyStats },
      'GET /api/admin/mail': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/admin/demo-mail': { body: { enabled: true, messages: [] } },
    });
    const { user, location } = renderWithProviders(<AdminDashboardPage />, { route: `${PATHS.admin}?tab=emails` });
    expect(await screen.findByRole('tab', { name: 'Emails' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No failed emails')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(location()?.search).toBe('');
  });
});
