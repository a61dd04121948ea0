/**
 * @jest-environment node
 */
import { PATHS } from '@freight/domain';
import { prerenderPages } from './index';

describe('the prerendered portal pages', () => {
  const pages = prerenderPages();

  it('covers the public pages and the dashboard', () => {
    expect(Object.keys(pages).sort()).toEqual(
      [PATHS.accountSelection, PATHS.carrierRegister, PATHS.dashboard, PATHS.login, PATHS.register, PATHS.shipperRegister].sort(),
    );
  });

  it('sends the dashboard before the account is known: its page and form, no customer data, nothing to press', () => {
    const { html } = pages[PATHS.dashboard];
    expect(html).toContain('Customer Portal');
    expect(html).toContain('Loading your dashboard...');
    expect(html).toContain('Name, email and company come from your account.');
    expect(html).not.toContain('Welcome,');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('renders each with its form and styles, before any session is known', () => {
    expect(pages[PATHS.login].html).toContain('Sign In');
    expect(pages[PATHS.login].html).toMatch(/<input[^>]+type="password"/);
    expect(pages[PATHS.register].html).toMatch(/<form/);
    expect(pages[PATHS.shipperRegister].html).toMatch(/<form/);
    expect(pages[PATHS.carrierRegister].html).toMatch(/<form/);
    for (const [path, page] of Object.entries(pages)) {
      expect(page.css).toMatch(/body\{/);
      if (path !== PATHS.dashboard) expect(page.html).not.toContain('Logout');
    }
  });
});
