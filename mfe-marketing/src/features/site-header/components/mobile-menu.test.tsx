import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders, signedOutAnswer, type MockApi } from '@freight/platform/testing';
import { SiteHeader } from './site-header';

const customer = makeUser();

let api: MockApi;
afterEach(() => api?.restore());

function renderHeader(signedIn: boolean) {
  api = mockApi({ 'GET /api/user': signedIn ? { body: customer } : signedOutAnswer });
  return renderWithProviders(<SiteHeader />);
}

/** The panel the toggle controls (found through aria-controls: a closed menu has no accessible name to query). */
const menu = () => {
  const id = screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the menu toggle controls no element');
  return panel;
};

describe('mobile menu', () => {
  it('is closed at first and opens from a toggle that says so', async () => {
    const { user } = renderHeader(false);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBe(menu());
  });

  it('offers the sections, Login, Create Account and Get Quote to visitors, but not Emails or Quote Calculator', async () => {
    const { user } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(menu());
    expect(await panel.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/account-selection');
    expect(panel.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '#contact');
    for (const name of ['Home', 'Services', 'About', 'Coverage', 'Testimonials']) expect(panel.getByRole('link', { name })).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Emails' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Quote Calculator' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard instead of Login when signed in', async () => {
    const { user } = renderHeader(true);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(menu());
    expect(await panel.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(panel.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderHeader(false);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(menu()).not.toBeVisible();
  });

  it('closes after navigating to a section', async () => {
    const { user } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(menu()).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(menu()).not.toBeVisible());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
