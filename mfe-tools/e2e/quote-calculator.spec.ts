import { expect, test, type Page } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';
import { BOOKING_NOTICE, CARRIED_ESTIMATE, ESTIMATE_NOTE, PROMISES, QUOTES_EMAIL } from '@freight/domain';
import { PENDING_ESTIMATE_KEY } from '@freight/platform/pending-estimate';

async function fillStandardShipment(page: Page) {
  await page.getByLabel('Origin ZIP Code').fill('10001');
  await page.getByLabel('Destination ZIP Code').fill('10050');
  await page.getByLabel('Weight (lbs)').fill('1000');
  await page.getByLabel('Service Type').selectOption({ label: 'Standard Freight' });
  await page.getByLabel('Cargo Type').selectOption({ label: 'General Freight' });
}

const result = (page: Page) => page.getByRole('region', { name: 'Your Instant Estimate' });

test.describe('quote calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/quote-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Instant Quote Calculator' })).toBeVisible();
    await waitForLivePage(page);
  });

  test('prices a shipment in the browser, after a short calculating state, without calling the server', async ({ page }) => {
    await expect(page.getByText(PROMISES.quoteResponseBadge)).toBeVisible();
    await expect(page.getByText(PROMISES.insuranceBadge)).toBeVisible();
    await expect(page.getByText('Your estimate will appear here')).toBeVisible();

    const calculate = page.getByRole('button', { name: 'Calculate Quote' });
    await expect(calculate).toBeDisabled();
    await fillStandardShipment(page);
    await expect(calculate).toBeEnabled();

    // The shell may re-check the session on its own; the calculator itself must send nothing.
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && (r.method() !== 'GET' || /quote/i.test(path))) apiCalls.push(`${r.method()} ${path}`);
    });
    await calculate.click();
    await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
    await expect(result(page)).toBeVisible();

    await expect(result(page).getByText('$725.80')).toBeVisible();
    await expect(result(page).getByText('$150.00')).toBeVisible();
    await expect(result(page).getByText('$125.80')).toBeVisible();
    await expect(result(page).getByText('$450.00')).toBeVisible();
    await expect(result(page).getByText('×1.00')).toBeVisible();
    await expect(result(page).getByText(/2-3 business days/)).toBeVisible();
    await expect(result(page).getByText(ESTIMATE_NOTE)).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('offers a detailed quote by email, prefilled with the shipment and the estimate', async ({ page }) => {
    await fillStandardShipment(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    const mail = result(page).getByRole('link', { name: 'Request Detailed Quote' });
    const href = (await mail.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(QUOTES_EMAIL);
    expect(url.searchParams.get('subject')).toContain('10001 to 10050');
    expect(url.searchParams.get('body')).toContain('Instant estimate: $725.80');
  });

  test('Book This Shipment keeps the estimate from the public form through the sign-in detour of an anonymous visitor', async ({ page }) => {
    await fillStandardShipment(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await result(page).getByRole('button', { name: 'Book This Shipment' }).click();
    // A visitor lands on the public quote form, which offers to sign in and book it in the portal instead.
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await page.getByRole('link', { name: CARRIED_ESTIMATE.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('note')).toContainText(BOOKING_NOTICE.title);
    // Either path keeps it: on to registration, and the notice is still there.
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page.getByRole('note')).toContainText(BOOKING_NOTICE.title);
    const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_ESTIMATE_KEY);
    expect(JSON.parse(stored ?? 'null')).toEqual({
      originZip: '10001',
      destinationZip: '10050',
      weight: '1000',
      serviceType: 'standard',
      cargoType: 'general',
    });
  });

  test('stacks the result under the form on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = page.getByRole('region', { name: 'Shipment Details' });
    const empty = page.getByText('Your estimate will appear here');
    const formBox = await form.boundingBox();
    const emptyBox = await empty.boundingBox();
    expect(formBox && emptyBox && emptyBox.y > formBox.y + formBox.height - 1).toBe(true);
  });
});
