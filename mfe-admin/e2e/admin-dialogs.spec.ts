import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, openTab, signInAs, toastRegion } from './helpers';

const RECORD_DIALOGS = [
  { tab: 'Carrier Rates', open: 'Add Carrier Rate', save: 'Create Rate', failure: 'Failed to create carrier rate', first: 'Carrier name is required', count: 6 },
  { tab: 'Equipment Pricing', open: 'Add Equipment Type', save: 'Create Equipment', failure: 'Failed to create equipment pricing', first: 'Equipment type is required', count: 4 },
  { tab: 'Content', open: 'Add Website Content', save: 'Save Content', failure: 'Failed to save website content', first: 'Section is required', count: 3 },
];

/** Whether the element is what a click at its centre reaches: on top of everything, overlays included. */
const onTop = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });

async function failSave(page: Page, { tab, open, save }: (typeof RECORD_DIALOGS)[number]) {
  await openTab(page, tab);
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: open });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: save }).click();
  return dialog;
}

test.describe('the admin dialogs after a refused save', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
  });

  for (const record of RECORD_DIALOGS) {
    test(`${record.open}: the error toast shows above the dialog, the banner lists every field, Escape closes`, async ({ page }) => {
      const dialog = await failSave(page, record);
      const toast = toastRegion(page).locator('[role="status"]').filter({ hasText: record.failure });
      await expect(toast).toBeVisible();
      expect(await onTop(toast)).toBe(true);

      const banner = dialog.getByRole('alert').filter({ hasText: 'Could not save' });
      await expect(banner.getByRole('listitem')).toHaveCount(record.count);
      await expect(banner.getByRole('listitem').first()).toHaveText(record.first);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The page is back: the dialog's opener has the focus again.
      await expect(page.getByRole('button', { name: record.open })).toBeFocused();
    });
  }

  test('the toast can still be dismissed on its own while the dialog stays open', async ({ page }) => {
    const dialog = await failSave(page, RECORD_DIALOGS[0]);
    const toast = toastRegion(page).locator('[role="status"]').filter({ hasText: RECORD_DIALOGS[0].failure });
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();
  });
});
