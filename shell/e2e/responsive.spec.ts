import { expect, test } from '@playwright/test';
import { PATHS } from '@freight/domain';

const PUBLIC_PAGES = [
  PATHS.home,
  PATHS.quoteCalculator,
  PATHS.emails,
  PATHS.login,
  PATHS.register,
  PATHS.accountSelection,
  PATHS.shipperRegister,
  PATHS.carrierRegister,
  PATHS.simpleLogin,
  PATHS.adminCheck,
  '/no-such-page',
];

test.describe('at a 375 px phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of PUBLIC_PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
