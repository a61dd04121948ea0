/**
 * @jest-environment node
 */
import { PATHS } from '@freight/domain';
import { prerenderPages } from './index';

describe('the prerendered portal pages', () => {
  const pages = prerenderPages();

  it('covers the public pages and never the dashboard', () => {
    expect(Object.keys(pages).sort()).toEqual(
      [PATHS.accountSelection, PATHS.carrierRegister, PATHS.login, PATHS.register, PATHS.shipperRegister].sort(),
    );
  });

  it('renders each with its form and styles, before any session is known', () => {
    expect(pages[PATHS.login].html).toContain('Sign In');
    expect(pages[PATHS.login].html).toMatch(/<input[^>]+type="password"/);
    expect(pages[PATHS.register].html).toMatch(/<form/);
    expect(pages[PATHS.shipperRegister].html).toMatch(/<form/);
    expect(pages[PATHS.carrierRegister].html).toMatch(/<form/);
    for (const page of Object.values(pages)) {
      expect(page.css).toMatch(/body\{/);
      expect(page.html).not.toContain('Logout');
    }
  });
});
