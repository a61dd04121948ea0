import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@freight/domain';
import { makeUser, mockApi, renderWithProviders, signedOutAnswer, type MockApi } from '@freight/platform/testing';
import { fullPageLoad } from '../../../components/full-page-load';
import { SiteHeader } from './site-header';

jest.mock('../../../components/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const SIGNED_OUT = { 'GET /api/user': signedOutAnswer };
const signedInAs = (u: User) => ({ 'GET /api/user': { body: u } });

let api: MockApi;
afterEach(() => api?.restore());

function renderHeader(handlers: Parameters<typeof mockApi>[0]) {
  api = mockApi(handlers);
  return renderWithProviders(<SiteHeader />);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links the sections and both tool pages on desktop', async () => {
    renderHeader(SIGNED_OUT);
    const nav = mainNav();
    for (const [name, href] of [
      ['Home', '#home'],
      ['Services', '#services'],
      ['About', '#about'],
      ['Coverage', '#coverage'],
      ['Testimonials', '#testimonials'],
      ['Emails', '/emails'],
      ['Quote Calculator', '/quote-calculator'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('offers Sign In, Admin Login, Create Account and Get Quote to visitors, and no admin banner', async () => {
    renderHeader(SIGNED_OUT);
    expect(await screen.findByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/simple-login');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/account-selection');
    expect(screen.getAllByRole('link', { name: 'Get Quote' })[0]).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('ADMIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Administrator tools' })).not.toBeInTheDocument();
  });

  it('offers Dashboard, Logout and Get Quote to a signed-in customer, without admin controls', async () => {
    renderHeader(signedInAs(makeUser()));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Quote' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByText('ADMIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADMIN DASHBOARD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Administrator tools' })).not.toBeInTheDocument();
  });

  it('shows an admin the ADMIN badge, a full-page ADMIN DASHBOARD button and the red banner', async () => {
    const { user: u } = renderHeader(signedInAs(makeUser({ id: 3, username: 'Admin', isAdmin: true, accountType: 'admin' })));
    expect(await screen.findByText('ADMIN')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'ADMIN DASHBOARD' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/admin');

    const banner = screen.getByRole('complementary', { name: 'Administrator tools' });
    expect(within(banner).getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(banner).getByRole('link', { name: 'Check authentication status' })).toHaveAttribute('href', '/direct-admin');
  });

  it("treats any server-side admin as an admin, whatever the name", async () => {
    renderHeader(signedInAs(makeUser({ id: 44, username: 'ops-lead', isAdmin: true })));
    expect(await screen.findByRole('button', { name: 'ADMIN DASHBOARD' })).toBeInTheDocument();
  });

  it("shows 'Logging out...' while logging out, then returns home", async () => {
    let finish: (reply: { status: number; body: unknown }) => void = () => undefined;
    const view = renderHeader({
      ...signedInAs(makeUser()),
      'POST /api/logout': () => new Promise((resolve) => (finish = resolve)),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    finish({ status: 200, body: { message: 'Logged out' } });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });
});
