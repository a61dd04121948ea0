import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signInAsNewCustomer } from '../../mfe-marketing/e2e/session';
import { waitForLivePage } from './live-page';

/**
 * Logout redirects to / after about 100 ms — from every page with a Logout button,
 * every time. The portal and the admin area send signed-out visitors to /login, so a guard that
 * re-renders before the navigation commits would win the race; each case runs 10 times.
 */
const ROUNDS = 10;

/** Every path the page's history passes through, including replaced entries. */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const trail: string[] = [];
    (window as unknown as { pathTrail: string[] }).pathTrail = trail;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        trail.push(location.pathname);
      };
    }
  });
}

const pathTrail = (page: Page) => page.evaluate(() => (window as unknown as { pathTrail: string[] }).pathTrail);

async function expectEndsOnHome(page: Page) {
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A late redirect would come within a few hundred ms; give it the chance, then check the trail.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  expect(await pathTrail(page)).not.toContain('/login');
}

test.describe('logout ends on / every time', () => {
  test.describe.configure({ timeout: 180_000 });

  test('from the customer portal (/dashboard)', async ({ page }) => {
    await recordPaths(page);
    for (let round = 1; round <= ROUNDS; round++) {
      await test.step(`round ${round}`, async () => {
        await signInAsNewCustomer(page);
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Logout' }).click();
        await expectEndsOnHome(page);
      });
    }
  });

  test('from the admin area (/admin)', async ({ page }) => {
    await recordPaths(page);
    for (let round = 1; round <= ROUNDS; round++) {
      await test.step(`round ${round}`, async () => {
        await signInAsAdmin(page);
        await page.goto('/admin');
        await page.getByRole('button', { name: 'Logout' }).click();
        await expectEndsOnHome(page);
      });
    }
  });

  test('from the site header on the home page, on a desktop and in the phone menu', async ({ page }) => {
    await recordPaths(page);
    for (let round = 1; round <= ROUNDS; round++) {
      await test.step(`round ${round}`, async () => {
        const phone = round % 2 === 0;
        await page.setViewportSize(phone ? { width: 375, height: 812 } : { width: 1280, height: 800 });
        await signInAsNewCustomer(page);
        await page.goto('/');
        await waitForLivePage(page);
        if (phone) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Logout' }).click();
        await expectEndsOnHome(page);
        await expect(page.getByRole('link', { name: phone ? 'Create Account' : 'Admin Login' }).first()).toBeAttached();
      });
    }
  });
});
