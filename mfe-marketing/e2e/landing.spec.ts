import { expect, test } from '@playwright/test';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, COVERAGE, STATS } from '@freight/domain';

const SERVICES = [
  'Freight Transportation',
  'Warehousing & Storage',
  'Distribution Services',
  'Supply Chain Consulting',
  'Specialized Cargo',
  'Technology Solutions',
];

test.describe('landing page content', () => {
  test('/ and /home show the hero with its headline, both calls to action and the trust badges', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/reliable supply chain solutions/i);
      const hero = page.locator('#home');
      await expect(hero.getByRole('link', { name: 'Instant Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
      await expect(hero.getByRole('link', { name: 'Get Free Quote' })).toBeVisible();
      await expect(hero.getByText('2-Hour Quote Response')).toBeVisible();
      await expect(hero.getByText('$2M Cargo Insurance')).toBeVisible();
    }
  });

  test('services: six cards, each with a description and four features', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#services').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const [i, title] of SERVICES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card.getByRole('list', { name: `${title} features` }).getByRole('listitem')).toHaveCount(4);
      await expect(card.locator('p').first()).not.toBeEmpty();
    }
  });

  test('about: mission, the four stats and the three values', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(about.getByText(/our mission is/i)).toBeVisible();
    for (const stat of STATS) {
      await expect(about.getByText(stat.label, { exact: true })).toBeVisible();
      await expect(about.getByText(stat.value, { exact: true }).first()).toBeVisible();
    }
    for (const value of ['Reliability', 'Integrity', 'Innovation']) await expect(about.getByRole('heading', { name: value })).toBeVisible();
  });

  test('coverage: markets, capabilities and a drawn, labelled map of the Northeast', async ({ page }) => {
    await page.goto('/');
    const coverage = page.locator('#coverage');
    for (const market of [...COVERAGE.coreMarkets, ...COVERAGE.extendedMarkets]) {
      await expect(coverage.getByRole('listitem').filter({ hasText: market })).toBeVisible();
    }
    await expect(coverage.getByText(/same-day or next-day delivery within a 200-mile radius/i)).toBeVisible();
    await expect(coverage.getByText(/all 48 contiguous states/i)).toBeVisible();
    await expect(coverage.getByText(/customs brokerage/i)).toBeVisible();
    const map = coverage.getByRole('img', { name: `${COMPANY.shortName} coverage map` });
    await expect(map).toBeVisible();
    await expect(map.locator('text', { hasText: 'Newark, NJ' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('testimonials: five client quotes, each with five stars', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.locator('#testimonials');
    await expect(testimonials.getByRole('figure')).toHaveCount(5);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(5);
  });

  test('contact: the quote form, the calculator link and the company details', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('form', { name: 'Quote request' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Instant Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    await expect(contact.getByRole('link', { name: COMPANY.phone })).toBeVisible();
    await expect(contact.getByRole('link', { name: COMPANY.dispatchPhone })).toBeVisible();
    await expect(contact.getByText(COMPANY_ADDRESS_LINE)).toBeVisible();
    for (const slot of BUSINESS_HOURS) await expect(contact.getByText(`${slot.days}: ${slot.hours}`)).toBeVisible();
  });

  test('footer: directory, calculator, section links and placeholder policy links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Email Directory' })).toHaveAttribute('href', '/emails');
    await expect(footer.getByRole('link', { name: 'Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    for (const id of ['services', 'about', 'coverage', 'testimonials', 'contact']) {
      await expect(footer.locator(`a[href="#${id}"]`)).toBeVisible();
    }
    for (const name of [/Privacy/, /Terms/, /Careers/, /Safety/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('aria-disabled', 'true');
      await expect(link).toContainText('Coming soon');
      // Playwright will not click what says it is disabled; a person still can, and must go nowhere.
      await link.click({ force: true });
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
