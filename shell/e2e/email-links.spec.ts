import { expect, test, type Browser } from '@playwright/test';
import { PATHS } from '@freight/domain';
import { isMailKind, MAIL_KINDS } from '../../api/src/modules/mail/kinds';
import { linksOf, sampleFacts } from '../../api/src/modules/mail/mail-samples';
import { ADMIN } from '../../mfe-admin/e2e/helpers';

const DEMO_PASSWORD = 'HarborDemo2024!';
/** Who receives each kind of email (its name says: `customer.…`, `carrier.…`, `staff.…`, `consignee.…`, `company.…`), as the demo data has them. */
const RECIPIENTS = {
  customer: { username: 'dmorales', password: DEMO_PASSWORD, signInPage: PATHS.login },
  carrier: { username: 'tbrennan', password: DEMO_PASSWORD, signInPage: PATHS.login },
  staff: { username: ADMIN.username, password: ADMIN.password, signInPage: PATHS.simpleLogin },
  // A consignee has no account: every link it is sent must open signed out (a sign-in would fail).
  consignee: { username: '', password: '', signInPage: PATHS.login },
  // An invitee may have no account yet: the invitation opens signed out, and offers to sign in from there.
  company: { username: '', password: '', signInPage: PATHS.login },
} as const;

/** A page anyone opens: the reset link and an invitation carry their own proof, a tracking link is public. */
const isPublic = (url: URL) => url.pathname === PATHS.resetPassword || url.pathname === PATHS.join || url.pathname.startsWith('/track/');

async function opensAsRecipient(browser: Browser, link: string, recipient: (typeof RECIPIENTS)[keyof typeof RECIPIENTS]) {
  const url = new URL(link);
  const target = `${url.pathname}${url.search}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(target);
  if (!isPublic(url)) {
    // Signed out, as an email is usually opened: the sign-in page, which returns to the link.
    await expect(page).toHaveURL(`${recipient.signInPage}?next=${encodeURIComponent(target)}`, { timeout: 20_000 });
    await page.getByLabel(/^Username/).fill(recipient.username);
    await page.getByLabel(/^Password/).fill(recipient.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  // Back on the link's page, which shows what the link names: its tab, its shipment (?id=), or the
  // quote or shipment it opens in a dialog (the admin tabs then take that parameter out of the address).
  await page.waitForURL((now) => now.pathname === url.pathname);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  if (url.searchParams.has('quote') || url.searchParams.has('shipment')) await expect(page.getByRole('dialog')).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (url.searchParams.has('id')) await expect(page.getByRole('heading', { level: 1, name: /^Shipment HL-/ })).toBeVisible();
  for (const kept of ['tab', 'id']) {
    if (url.searchParams.has(kept)) expect(new URL(page.url()).searchParams.get(kept)).toBe(url.searchParams.get(kept));
  }
  await context.close();
}

test('every link in every kind of email opens a working page for its recipient, through sign-in when it needs it', async ({ browser, request }) => {
  test.setTimeout(300_000);
  // The records the emails are about: the demo customer's shipment and quote, the demo carrier.
  expect((await request.post('/api/login', { data: { username: 'dmorales', password: DEMO_PASSWORD } })).ok()).toBeTruthy();
  const [shipment] = (await (await request.get('/api/shipments')).json()) as { id: number }[];
  const [quote] = (await (await request.get('/api/customer-quotes')).json()) as { id: number; userId: number }[];
  expect((await request.post('/api/login', { data: { username: 'tbrennan', password: DEMO_PASSWORD } })).ok()).toBeTruthy();
  const carrier = (await (await request.get('/api/user')).json()) as { id: number };

  const samples = sampleFacts({ quoteId: quote.id, customerId: quote.userId, shipmentId: shipment.id, carrierId: carrier.id, resetToken: 'x'.repeat(43) });
  const baseURL = test.info().project.use.baseURL!;
  const context = { notifyQuotesTo: 'quotes@example.com', publicUrl: baseURL };
  const opened = new Set<string>();
  for (const [kind, facts] of Object.entries(samples)) {
    if (!isMailKind(kind)) throw new Error(kind);
    const mail = (MAIL_KINDS[kind].render as (f: unknown, c: typeof context) => { html: string; text: string })(facts, context);
    const recipient = RECIPIENTS[kind.split('.')[0] as keyof typeof RECIPIENTS];
    for (const link of linksOf(mail)) {
      const key = `${recipient.username} ${link}`;
      if (opened.has(key)) continue;
      opened.add(key);
      await test.step(`${kind}: ${link}`, () => opensAsRecipient(browser, link, recipient));
    }
  }
  expect(opened.size).toBeGreaterThan(5);
});
