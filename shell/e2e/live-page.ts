import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is live. A prerendered page (/, /home, the tools, sign-in and registration) is on
 * screen as the server sent it first: links, fields, menus and buttons answer at once (the page's first
 * script keeps what was done and hands it to the app), but smooth scrolling, validation and sending need
 * the app, which marks <html data-app-live> once it has hydrated the page.
 */
export async function waitForLivePage(page: Page) {
  await expect(page.locator('html[data-app-live]')).toHaveCount(1);
  await expect(page.locator('#root')).toBeVisible();
}

/** Starts adding up the page's layout shift (CLS, not counting shifts right after input) from its first paint. */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since trackLayoutShift. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
