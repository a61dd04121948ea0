import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is live. A prerendered page (/, /home, /quote-calculator, /emails) is on screen
 * as the server sent it first: its links work, but behaviour that needs the app (smooth scrolling,
 * menus, forms) starts once the app has hydrated it and released its controls (#boot-guard).
 */
export async function waitForLivePage(page: Page) {
  await expect(page.locator('#boot-guard[disabled]')).toHaveCount(0);
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
