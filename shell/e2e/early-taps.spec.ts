import { expect, test, type Page } from '@playwright/test';
import { EARLY_TAB_CHOICE } from '@freight/domain';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { createCustomer } from '../../mfe-portal/e2e/helpers';
import { holdApp, layoutShift, slowPhone, trackLayoutShift } from './live-page';

/** Hydrating at 6× slower CPU takes seconds. */
const LIVE_TIMEOUT_MS = 30_000;

const live = (page: Page) => expect(page.locator('html[data-app-live]')).toHaveCount(1, { timeout: LIVE_TIMEOUT_MS });

interface EarlyTap {
  path: string;
  /** What a visitor does on the page as the server sent it, before any of the app's code has run. */
  before: (page: Page) => Promise<void>;
  /** What the page shows for it once the app is live. */
  after: (page: Page) => Promise<void>;
}

/** Every prerendered page, and a control of each kind it shows. */
const PAGES: EarlyTap[] = [
  {
    path: '/',
    before: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).tap();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.getByLabel(/Service Needed/).selectOption({ label: 'Specialized Cargo' });
    },
    after: async (page) => {
      // The app re-renders the form as it takes a typed name: the chosen service is its own value by then.
      await page.getByLabel(/First Name/).fill('Dana');
      await expect(page.getByLabel(/Service Needed/)).toHaveValue('Specialized Cargo');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).tap();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    },
  },
  {
    path: '/home',
    before: (page) => page.getByRole('main').getByRole('link', { name: 'Instant Quote Calculator' }).first().tap(),
    after: async (page) => {
      await expect(page).toHaveURL(/\/quote-calculator$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Instant Quote Calculator' })).toBeVisible();
    },
  },
  {
    path: '/quote-calculator',
    before: async (page) => {
      await page.getByLabel(/^Origin ZIP Code/).fill('07105');
      await page.getByLabel(/^Destination ZIP Code/).fill('19103');
      await page.getByLabel(/^Weight/).fill('1200');
      await page.getByLabel(/^Service Type/).selectOption({ label: 'Standard Freight' });
      await page.getByLabel(/^Cargo Type/).selectOption({ label: 'General Freight' });
    },
    after: async (page) => {
      await page.getByRole('button', { name: 'Calculate Quote' }).tap();
      await expect(page.getByRole('button', { name: 'Book This Shipment' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    path: '/emails',
    before: (page) => page.getByRole('article', { name: 'Quote Requests' }).getByRole('button', { name: 'Copy' }).tap(),
    after: async (page) => {
      await expect(toastRegion(page).getByText('Email copied', { exact: true }).first()).toBeVisible();
    },
  },
  {
    path: '/login',
    before: async (page) => {
      await page.getByLabel(/^Username/).fill('nobody-here');
      await page.getByLabel(/^Password/).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Sign In' }).tap();
    },
    after: async (page) => {
      await expect(toastRegion(page).getByText('Login Failed', { exact: true }).first()).toBeVisible();
    },
  },
  {
    path: '/register',
    before: (page) => page.getByRole('link', { name: 'Sign in' }).tap(),
    after: async (page) => {
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    },
  },
  {
    path: '/account-selection',
    before: (page) => page.getByRole('link', { name: /Shipper/ }).tap(),
    after: async (page) => {
      await expect(page).toHaveURL(/\/shipper-register$/);
    },
  },
  {
    path: '/shipper-register',
    before: (page) => page.getByRole('group', { name: 'Primary commodities' }).getByRole('combobox').selectOption('Electronics'),
    after: async (page) => {
      await expect(page.getByRole('button', { name: 'Remove Electronics' })).toBeVisible();
    },
  },
  {
    path: '/carrier-register',
    before: (page) => page.getByRole('group', { name: 'Equipment types' }).getByRole('combobox').selectOption('Flatbed'),
    after: async (page) => {
      await expect(page.getByRole('button', { name: 'Remove Flatbed' })).toBeVisible();
    },
  },
  {
    path: '/admin',
    before: (page) => page.getByRole('link', { name: /^Harborline Freight & Logistics/ }).tap(),
    after: async (page) => {
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reliable Supply Chain Solutions for the Northeast' })).toBeVisible();
    },
  },
  {
    path: '/no-such-page',
    before: (page) => page.getByRole('link', { name: 'Go to the home page' }).tap(),
    after: async (page) => {
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reliable Supply Chain Solutions for the Northeast' })).toBeVisible();
    },
  },
];

test.describe('a tap before the app is live, on a 375 px phone at 6× slower CPU', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const { path, before, after } of PAGES) {
    test(`${path}: what is tapped before the app has run is what the live page does`, async ({ browser }) => {
      const { context, page } = await slowPhone(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
      const app = await holdApp(page);
      // Not until "load": the held entry script, asked for before it on a busy machine, would hold that back too.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await before(page);
      await app.release();
      await live(page);
      await after(page);
      await context.close();
    });
  }

  test('/dashboard: a tab tapped before the app has run shows selected at once and opens once live', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    const customer = await createCustomer(page.request, 'early');
    await page.request.post('/api/login', { data: { username: customer.username, password: customer.password } });
    const app = await holdApp(page);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const myQuotes = page.getByRole('tab', { name: /^My Quotes/ });
    await myQuotes.tap();
    // Shown as chosen at once (the tabs style the mark the page's first script sets), selected once live.
    await expect(myQuotes).toHaveAttribute(EARLY_TAB_CHOICE, '');
    // The site's phone menu opens at once too.
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await app.release();
    await live(page);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No quotes yet' })).toBeVisible();
    await expect(myQuotes).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });

  test('/dashboard: a tab tapped at first paint, whatever the app is doing then, is selected', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    const customer = await createCustomer(page.request, 'early');
    await page.request.post('/api/login', { data: { username: customer.username, password: customer.password } });
    for (let visit = 0; visit < 4; visit += 1) {
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const myQuotes = page.getByRole('tab', { name: /^My Quotes/ });
      await myQuotes.tap();
      await expect(myQuotes, `visit ${visit + 1}`).toHaveAttribute('aria-selected', 'true');
      await live(page);
      await expect(page.getByRole('heading', { name: 'No quotes yet' }), `visit ${visit + 1}`).toBeVisible();
    }
    await context.close();
  });

  test('/dashboard: nothing moves under a finger when the account arrives, however long its name', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    const customer = await createCustomer(page.request, 'early_with_a_long_username');
    await page.request.post('/api/login', { data: { username: customer.username, password: customer.password } });
    await trackLayoutShift(page);
    await page.goto('/dashboard');
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName} ${customer.lastName}` })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });
});
