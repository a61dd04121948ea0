import { expect, test, type Page } from '@playwright/test';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { openLanding } from './landing';
import { DEMO_ADMIN, unique } from './session';

const form = (page: Page) => page.locator('#contact').getByRole('form', { name: 'Quote request' });

test.describe('public quote request', () => {
  test('shows the spec messages under the fields and sends nothing when required fields are empty', async ({ page }) => {
    await openLanding(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/quotes') && posts.push(r.url()));
    await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Please select a service',
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(form(page).getByLabel(/First Name/)).toBeFocused();
    expect(posts).toHaveLength(0);
  });

  test('a visitor submits a request, is thanked, and staff find it in the admin quote list', async ({ page, playwright, baseURL }) => {
    const company = `Quote E2E ${unique()}`;
    await openLanding(page);
    const f = form(page);
    await f.getByLabel(/First Name/).fill('Maria');
    await f.getByLabel(/Last Name/).fill('Santos');
    await f.getByLabel(/Email/).fill('maria.santos@example.com');
    await f.getByLabel(/Phone/).fill('(973) 555-0101');
    await f.getByLabel(/Company Name/).fill(company);
    await f.getByLabel(/Service Needed/).selectOption('Distribution Services');
    await f.getByLabel(/Project Details/).fill('Weekly retail replenishment, Newark to Hartford.');
    // The extra services staff offer arrive once the visitor is in the form.
    await f.getByRole('checkbox', { name: 'Liftgate delivery ($75.00)' }).check();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST');
    await f.getByRole('button', { name: 'Submit Quote Request' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const toast = toastRegion(page).getByRole('status').filter({ hasText: 'Quote Request Submitted!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll get back to you within 2 hours.");
    await expect(toast).toContainText(`Your reference number is #${id}.`);
    await expect(f.getByLabel(/Company Name/)).toHaveValue('');
    await expect(f.getByLabel(/Service Needed/)).toHaveValue('');

    // Staff see it through the admin API, in a context of their own (not the visitor's cookies).
    const staff = await playwright.request.newContext({ baseURL });
    const login = await staff.post('/api/login', { data: DEMO_ADMIN });
    expect(login.status()).toBe(200);
    const list = await staff.get('/api/quotes', { params: { limit: 500 } });
    expect(list.status()).toBe(200);
    expect(await list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          firstName: 'Maria',
          lastName: 'Santos',
          email: 'maria.santos@example.com',
          companyName: company,
          serviceNeeded: 'Distribution Services',
          status: 'pending',
          accessorials: [expect.objectContaining({ name: 'Liftgate delivery', price: '75.00' })],
        }),
      ]),
    );
    await staff.dispose();
  });

  test('a visitor cannot see the staff list', async ({ request }) => {
    expect((await request.get('/api/quotes')).status()).toBe(401);
  });
});
