import { expect, type Page } from '@playwright/test';

/**
 * Opens a landing URL and waits until the live page has taken over from the prerendered copy the
 * server sends (its links work before that, but the smooth scrolling, menu and form need the app).
 */
export async function openLanding(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
}
