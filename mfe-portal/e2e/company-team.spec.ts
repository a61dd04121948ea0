import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';
import { checkPage, createCustomer, field, signIn } from './helpers';
import { escape, invitationLinkFromMailbox } from './team-helpers';

const SHOTS = 'test-results/screenshots/company-team';

test('a shipper’s Owner invites a Billing member by email, who joins and sees the invoices but not the quotes', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const owner = await createCustomer(request, 'teamowner');
  const clerk = await createCustomer(request, 'teamclerk');

  // The Owner opens Team and invites the clerk's address as Billing.
  await page.goto('/login');
  await waitForLivePage(page);
  await signIn(page, owner);
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: owner.companyName })).toBeVisible();
  await expect(page.getByText(/Your role:/)).toContainText('Owner');
  await field(page, 'Email to invite').fill(clerk.email);
  await field(page, 'Role').selectOption({ label: 'Billing' });
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${clerk.email}`).first()).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(escape(clerk.email)) })).toContainText('Billing');
  await checkPage(page, SHOTS, 'team-owner');

  // The email's link, opened signed out: what it offers, then sign in and come back to accept.
  const staffContext = await browser.newContext();
  const link = await invitationLinkFromMailbox(await staffContext.newPage(), clerk.email, owner.companyName);
  await staffContext.close();
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  await clerkPage.goto(link);
  await expect(clerkPage.getByRole('heading', { name: `Join ${owner.companyName}` })).toBeVisible();
  await expect(clerkPage.getByText('Billing: invoices and payments only')).toBeVisible();
  await checkPage(clerkPage, SHOTS, 'join-signed-out');
  await clerkPage.getByRole('link', { name: 'Sign In to Accept' }).click();
  await signIn(clerkPage, clerk, /\/join#token=/);
  await clerkPage.getByRole('button', { name: `Join ${owner.companyName}` }).click();
  await expect(clerkPage).toHaveURL(/\/dashboard\?tab=team/);
  await expect(clerkPage.getByText(`You joined ${owner.companyName}`).first()).toBeVisible();

  // The clerk acts for the Owner's company, as Billing: invoices and the team, no quotes, no shipments.
  await expect(clerkPage.getByText(`${owner.companyName} · Billing`)).toBeVisible();
  await expect(clerkPage.getByRole('tab', { name: 'Invoices' })).toBeVisible();
  await expect(clerkPage.getByRole('tab', { name: /My Quotes|New Quote Request/ })).toHaveCount(0);
  await expect(clerkPage.getByRole('link', { name: 'My Shipments' })).toHaveCount(0);
  await checkPage(clerkPage, SHOTS, 'team-billing-member');
  await clerkPage.getByRole('tab', { name: 'Invoices' }).click();
  await expect(clerkPage.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await clerkContext.close();

  // The Owner sees the clerk in the team, as Billing, and no invitation pending any more.
  await page.reload();
  await page.getByRole('tab', { name: 'Team' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('combobox', { name: `Role of ${clerk.firstName} ${clerk.lastName}` })).toHaveValue('billing');
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);

  // The Owner's two confirmations, looked at and left: removing the clerk, and handing the company over.
  const clerkName = `${clerk.firstName} ${clerk.lastName}`;
  await members.getByRole('row', { name: new RegExp(escape(clerkName)) }).getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: `Remove ${clerkName}?` });
  await expect(remove).toContainText('signed out everywhere');
  await checkPage(page, SHOTS, 'remove-member-dialog');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Transfer Ownership' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer ownership' });
  await expect(field(transfer, 'New Owner')).toHaveValue(/\d+/);
  await checkPage(page, SHOTS, 'transfer-ownership-dialog');
  await transfer.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByRole('combobox', { name: `Role of ${clerkName}` })).toHaveValue('billing');
});
