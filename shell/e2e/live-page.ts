import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Waits until the page is live. A prerendered page (/, /home, the tools, sign-in and registration) is on
 * screen as the server sent it first: links, fields, menus and buttons answer at once (the page's first
 * script keeps what was done and hands it to the app), but smooth scrolling, validation and sending need
 * the app, which marks <html data-app-live> once it has hydrated the page.
 */
export async function waitForLivePage(page: Page) {
  // A page whose remote's code is still on its way (the admin area is the largest) may take longer than the
  // usual 10 s to go live while two browsers, the API and the engine share two cores.
  await expect(page.locator('html[data-app-live]')).toHaveCount(1, { timeout: 30_000 });
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

/** How much slower than this machine's a mid-range phone's CPU is taken to be. */
export const PHONE_CPU_SLOWDOWN = 6;

/** A 375 px touch phone whose CPU runs PHONE_CPU_SLOWDOWN times slower (Chromium's CPU throttling). */
export async function slowPhone(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Holds the shell's entry script back until `release()`: the page stays as the server sent it, with only
 * its first script running (no React yet), for as long as a test taps it. Go to the page with
 * `waitUntil: 'domcontentloaded'`: when the first script asks for the entry before the page's load
 * event, that event waits for the held script.
 */
export async function holdApp(page: Page) {
  let requested = false;
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  return {
    async release() {
      await expect.poll(() => requested, { message: "the page's first script asks for the shell's entry" }).toBe(true);
      await expect(page.locator('html[data-app-live]')).toHaveCount(0);
      letGo();
    },
  };
}
