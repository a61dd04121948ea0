import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@freight/domain';
import { waitForLivePage } from '../../shell/e2e/live-page';
import { expectToast, openTab, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { createCustomer, field, signIn } from './helpers';

// The mail worker polls every few seconds; the demo mailbox refreshes on its own and on Refresh.
const MAIL_WAIT = { timeout: 40_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Staff's demo mailbox, in a browser of its own: the link in the newest reset email sent to `email`. */
async function resetLinkFromMailbox(staff: Page, email: string): Promise<string> {
  await signInAtSimpleLogin(staff);
  await openTab(staff, 'Emails');
  const mailbox = staff.getByRole('region', { name: 'Demo mailbox' });
  const entry = mailbox.getByRole('button', { name: new RegExp(`Reset your .* password.*To ${escape(email)}`) });
  await expect(async () => {
    await mailbox.getByRole('button', { name: 'Refresh' }).click();
    await expect(entry.first()).toBeVisible({ timeout: 2000 });
  }).toPass(MAIL_WAIT);
  await entry.first().click();
  const shown = mailbox.getByRole('article', { name: /^Email: Reset your/ });
  await expect(shown.getByText(email, { exact: true })).toBeVisible();
  const href = await shown.frameLocator('iframe[title="HTML part"]').getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  const link = new URL(href ?? '');
  expect(link.hash).toMatch(/^#token=[\w-]{43}$/);
  return `${link.pathname}${link.hash}`;
}

async function expectSignInRefused(page: Page, username: string, password: string) {
  await page.goto('/login');
  await waitForLivePage(page);
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
}

test('a customer who forgot the password gets a link by email, chooses a new one, and signs in with it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const user = await createCustomer(request, 'forgot');

  await page.goto('/login');
  await waitForLivePage(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Email Me a Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested })).toBeVisible();

  const staffContext = await browser.newContext();
  const link = await resetLinkFromMailbox(await staffContext.newPage(), user.email);
  await staffContext.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await field(page, 'New password').fill('New-harbor-2025');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetDone })).toBeVisible();

  // The link works once (opened afresh: the same address with its fragment would not reload the page).
  await page.goto('/login');
  await page.goto(link);
  await field(page, 'New password').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetInvalid })).toBeVisible();

  await expectSignInRefused(page, user.username, user.password);
  await page.goto('/login');
  await waitForLivePage(page);
  await signIn(page, { username: user.username, password: 'New-harbor-2025' });
});

test('a customer edits name and phone on My Profile, changes the password, and signs in with the new one', async ({ page, request }) => {
  const user = await createCustomer(request, 'profile');
  await page.goto('/login');
  await waitForLivePage(page);
  await signIn(page, user);

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(field(details, 'Email')).toHaveValue(user.email);
  await field(details, 'First name').fill('Morgan');
  await field(details, 'Phone (optional)').fill('(201) 555-0142');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expectToast(page, 'Profile Updated', ACCOUNT_MESSAGES.profileSaved);

  const passwords = page.getByRole('form', { name: 'Change password' });
  await field(passwords, 'Current password').fill('not-my-password');
  await field(passwords, 'New password').fill('Profile-pass-2025');
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expect(field(passwords, 'Current password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.currentPasswordWrong);
  await field(passwords, 'Current password').fill(user.password);
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed', ACCOUNT_MESSAGES.passwordChanged);

  // Still signed in here, under the new name.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, Morgan ${user.lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await expectSignInRefused(page, user.username, user.password);
  await page.goto('/login');
  await waitForLivePage(page);
  await signIn(page, { username: user.username, password: 'Profile-pass-2025' });
  await page.goto('/profile');
  await expect(field(page.getByRole('form', { name: 'Your details' }), 'Phone (optional)')).toHaveValue('(201) 555-0142');
});
