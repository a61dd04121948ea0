import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLanding } from './landing';

/**
 * Clicks `link` and records how the page asked to scroll. Whether frames in between show
 * intermediate positions depends on machine load, so the test checks the request, not the frames.
 */
async function clickAndTrackScroll(page: Page, link: Locator): Promise<string[]> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollBehaviors: string[] };
    w.scrollBehaviors = [];
    const record = (options: unknown) => {
      const behavior = (options as ScrollIntoViewOptions | undefined)?.behavior;
      w.scrollBehaviors.push(behavior ?? getComputedStyle(document.documentElement).scrollBehavior);
    };
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      record(options);
      return intoView.call(this, options);
    };
    const scrollTo = window.scrollTo.bind(window) as (options: ScrollToOptions) => void;
    window.scrollTo = ((options: ScrollToOptions) => {
      record(options);
      scrollTo(options);
    }) as typeof window.scrollTo;
  });
  await link.click();
  await page.waitForTimeout(1200);
  return page.evaluate(() => (window as unknown as { scrollBehaviors: string[] }).scrollBehaviors);
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
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Services', 'services'],
      ['About', 'about'],
      ['Coverage', 'coverage'],
      ['Testimonials', 'testimonials'],
    ]) {
      const behaviors = await clickAndTrackScroll(page, nav.getByRole('link', { name }));
      expect(behaviors, `scroll requests while going to #${id}`).toContain('smooth');
      expect(behaviors).not.toContain('instant');
      await expectSectionInView(page, id);
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    }
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('Get Free Quote and Get Quote scroll to the contact form', async ({ page }) => {
    await openLanding(page);
    await page.locator('#home').getByRole('link', { name: 'Get Free Quote' }).click();
    await expectSectionInView(page, 'contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
    await expectSectionInView(page, 'contact');
  });

  test('footer links scroll back up to their sections', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('contentinfo').locator('a[href="#services"]').click();
    await expectSectionInView(page, 'services');
  });

  test('a shared link to /#coverage opens at that section', async ({ page }) => {
    await openLanding(page, '/#coverage');
    await expectSectionInView(page, 'coverage');
  });

  test('the page does not shift while the remote and the session load', async ({ page }) => {
    await openLanding(page);
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
