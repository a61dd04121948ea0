/**
 * @jest-environment node
 */
import { PATHS } from '@freight/domain';
import { prerenderPages } from './index';

describe('the prerendered admin dashboard', () => {
  const pages = prerenderPages();

  it('covers /admin and /admin-dashboard only', () => {
    expect(Object.keys(pages).sort()).toEqual([PATHS.admin, PATHS.adminDashboard].sort());
  });

  it('shows the title and the access check, and nothing that needs a signed-in admin', () => {
    for (const page of Object.values(pages)) {
      expect(page.html).toContain('Admin Dashboard');
      expect(page.html).toContain('Verifying Admin Access...');
      expect(page.html).not.toMatch(/Logout|Overview|Welcome,/);
      expect(page.css).toMatch(/body\{/);
    }
  });
});
