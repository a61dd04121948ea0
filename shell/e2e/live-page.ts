import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app shows its own render of the page. For a prerendered page (/, /home,
 * /quote-calculator, /emails) the server's copy is on screen first: its links work, but behaviour
 * that needs the app (smooth scrolling, menus, forms) starts once the copy has been handed over.
 */
export async function waitForLivePage(page: Page) {
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
}
