import { expect, type Page } from '@playwright/test';
import { openTab, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';

// The mail worker polls every few seconds; the demo mailbox refreshes on its own and on Refresh.
const MAIL_WAIT = { timeout: 40_000 };

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Staff's demo mailbox, in a browser of its own: the link in the newest invitation sent to `email`. */
export async function invitationLinkFromMailbox(staff: Page, email: string, companyName: string): Promise<string> {
  await signInAtSimpleLogin(staff);
  await openTab(staff, 'Emails');
  const mailbox = staff.getByRole('region', { name: 'Demo mailbox' });
  const entry = mailbox.getByRole('button', { name: new RegExp(`invited you to ${escape(companyName)}.*To ${escape(email)}`) });
  await expect(async () => {
    await mailbox.getByRole('button', { name: 'Refresh' }).click();
    await expect(entry.first()).toBeVisible({ timeout: 2000 });
  }).toPass(MAIL_WAIT);
  await entry.first().click();
  const shown = mailbox.getByRole('article', { name: /invited you to/ });
  await expect(shown.getByText(email, { exact: true })).toBeVisible();
  const href = await shown.frameLocator('iframe[title="HTML part"]').getByRole('link', { name: 'Accept the invitation' }).getAttribute('href');
  const link = new URL(href ?? '');
  expect(link.pathname).toBe('/join');
  expect(link.hash).toMatch(/^#token=[\w-]{43}$/);
  return `${link.pathname}${link.hash}`;
}

