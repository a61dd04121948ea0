import type { Page } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';

/** Opens a landing URL and waits until the app has hydrated the prerendered page. */
export async function openLanding(page: Page, url = '/') {
  await page.goto(url);
  await waitForLivePage(page);
}
