import type { Page } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';

/** Opens a landing URL and waits until the live page has taken over from the prerendered copy. */
export async function openLanding(page: Page, url = '/') {
  await page.goto(url);
  await waitForLivePage(page);
}
