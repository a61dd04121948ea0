import { expect, test, type Page } from '@playwright/test';
import { openLanding } from './landing';
import { signInAsAdmin, signInAsNewCustomer } from './session';

const header = (page: Page) => page.getByRole('banner');
const adminBanner = (page: Page) => page.getByRole('complementary', { name: 'Administrator tools' });

test.describe('landing header on desktop', () => {
  test('a visitor gets the section links, both tool pages, Sign In, Admin Login, Create Account and Get Quote', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Services', 'About', 'Coverage', 'Testimonials']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Emails' })).toHaveAttribute('href', '/emails');
    await expect(nav.getByRole('link', { name: 'Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/simple-login');
    await expect(header(page).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/account-selection');
    await expect(header(page).getByRole('link', { name: 'Get Quote' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(adminBanner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'Emails' }).click();
    await expect(page).toHaveURL(/\/emails$/);
  });

  test('a customer gets Dashboard, Logout and Get Quote, no admin controls, and can log out', async ({ page }) => {
    await signInAsNewCustomer(page);
    await openLanding(page);
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header(page).getByRole('link', { name: 'Get Quote' })).toBeVisible();
    await expect(header(page).getByText('ADMIN', { exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'ADMIN DASHBOARD' })).toHaveCount(0);
    await expect(adminBanner(page)).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin gets the ADMIN badge, ADMIN DASHBOARD (full page load) and the red banner', async ({ page }) => {
    await signInAsAdmin(page);
    await openLanding(page);
    await expect(header(page).getByText('ADMIN', { exact: true })).toBeVisible();
    const banner = adminBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS('background-color', 'rgb(220, 38, 38)');
    await expect(banner.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(banner.getByRole('link', { name: 'Check authentication status' })).toHaveAttribute('href', '/direct-admin');

    await page.evaluate(() => ((window as unknown as { stillTheSameDocument: boolean }).stillTheSameDocument = true));
    await header(page).getByRole('button', { name: 'ADMIN DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBeUndefined();
  });
});

test.describe('landing header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const openMenu = async (page: Page) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return page.getByRole('navigation', { name: 'Mobile' });
  };

  const expectNoSideScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  test('a visitor gets a toggled menu with Login, Create Account and Get Quote, without the tool links', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/account-selection');
    await expect(menu.getByRole('link', { name: 'Get Quote' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Emails' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Quote Calculator' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expectNoSideScroll(page);
  });

  test('a menu link scrolls to its section and closes the menu', async ({ page }) => {
    await openLanding(page);
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Testimonials' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#testimonials-heading')).toBeInViewport();
  });

  test('a customer gets Dashboard in the menu', async ({ page }) => {
    await signInAsNewCustomer(page);
    await openLanding(page);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(adminBanner(page)).toHaveCount(0);
  });

  test('the admin sees the banner and Dashboard in the menu, and nothing overflows', async ({ page }) => {
    await signInAsAdmin(page);
    await openLanding(page);
    await expect(adminBanner(page).getByRole('link', { name: 'Go to Admin Dashboard' })).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoSideScroll(page);
  });
});
