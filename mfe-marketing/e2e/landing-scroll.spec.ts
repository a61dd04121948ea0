import { expect, test, type Locator, type Page } from '@playwright/test';

/** Clicks `link` and records window.scrollY every frame for a while: a smooth scroll passes through many positions. */
async function clickAndTrackScroll(page: Page, link: Locator): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollSamples: number[] };
    w.scrollSamples = [];
    const started = performance.now();
    const sample = () => {
      w.scrollSamples.push(window.scrollY);
      if (performance.now() - started < 1500) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await link.click();
  await page.waitForTimeout(1600);
  return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
}

/** The section's heading sits in the viewport, below the sticky header rather than under it. */
async function expectSectionInView(page: Page, id: string) {
  const heading = page.locator(`#${id}-heading, #${id} h1`).first();
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom - 1);
}

test.describe('smooth scrolling between sections', () => {
  test('header links glide to each section without leaving the page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Services', 'services'],
      ['About', 'about'],
      ['Coverage', 'coverage'],
      ['Testimonials', 'testimonials'],
    ]) {
      const samples = await clickAndTrackScroll(page, nav.getByRole('link', { name }));
      expect(new Set(samples).size, `scroll positions seen while going to #${id}`).toBeGreaterThan(3);
      await expectSectionInView(page, id);
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    }
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('Get Free Quote and Get Quote scroll to the contact form', async ({ page }) => {
    await page.goto('/');
    await page.locator('#home').getByRole('link', { name: 'Get Free Quote' }).click();
    await expectSectionInView(page, 'contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
    await expectSectionInView(page, 'contact');
  });

  test('footer links scroll back up to their sections', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').locator('a[href="#services"]').click();
    await expectSectionInView(page, 'services');
  });

  test('a shared link to /#coverage opens at that section', async ({ page }) => {
    await page.goto('/#coverage');
    await expectSectionInView(page, 'coverage');
  });

  test('the page does not shift while the remote and the session load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });
});
