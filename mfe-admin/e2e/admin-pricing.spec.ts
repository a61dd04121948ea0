import { expect, test } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, tag } from './helpers';

test('an admin creates, edits and deletes a carrier rate', async ({ page }) => {
  const carrier = `E2E Carrier ${tag()}`;
  await signInAtSimpleLogin(page);
  await openTab(page, 'Carrier Rates');

  await page.getByRole('button', { name: 'Add Carrier Rate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Carrier Rate' });
  await dialog.getByLabel('Carrier Name').fill(carrier);
  await dialog.getByLabel('Service Type').fill('Reefer FTL');
  await dialog.getByLabel('Base Rate').fill('175.00');
  await dialog.getByLabel('Per Mile Rate').fill('2.60');
  await dialog.getByLabel('Per Pound Rate').fill('0.06');
  await dialog.getByLabel('Minimum Charge').fill('300.00');
  await dialog.getByRole('button', { name: 'Create Rate' }).click();
  await expectToast(page, 'Success', 'Carrier rate created successfully');

  const row = page.getByRole('row').filter({ hasText: carrier });
  await expect(row).toContainText('Reefer FTL');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${carrier}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Carrier Rate' });
  await expect(dialog.getByLabel('Base Rate')).toHaveValue('175.00');
  await dialog.getByLabel('Minimum Charge').fill('325.00');
  await dialog.getByRole('switch', { name: 'Active' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Carrier rate updated successfully');
  await expect(row).toContainText('325.00');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${carrier}` }).click();
  await page.getByRole('dialog', { name: /^Delete carrier rate/ }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Carrier rate deleted successfully');
  await expect(page.getByRole('row').filter({ hasText: carrier })).toHaveCount(0);
});

test('an admin creates, edits and deletes an equipment type; its type stays unique', async ({ page }) => {
  const type = `e2e-${tag()}`;
  const name = `E2E Trailer ${type}`;
  await signInAtSimpleLogin(page);
  await openTab(page, 'Equipment Pricing');

  const create = async () => {
    await page.getByRole('button', { name: 'Add Equipment Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Equipment Type' });
    await dialog.getByLabel('Equipment Type').fill(type);
    await dialog.getByLabel('Equipment Name').fill(name);
    await dialog.getByLabel('Description').fill('Test trailer');
    await dialog.getByLabel('Base Mile Rate').fill('2.40');
    await dialog.getByLabel('Minimum Rate').fill('350.00');
    await dialog.getByLabel('Weight Capacity').fill('44,000 lbs');
    await dialog.getByRole('button', { name: 'Create Equipment' }).click();
    return dialog;
  };
  await create();
  await expectToast(page, 'Success', 'Equipment pricing created successfully');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('44,000 lbs');

  const again = await create();
  await expectToast(page, 'Error', 'Failed to create equipment pricing');
  await expect(again.getByText('Equipment type already exists')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Equipment Pricing' });
  await edit.getByLabel('Minimum Rate').fill('375.00');
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Equipment pricing updated successfully');
  await expect(row).toContainText('375.00');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: /^Delete equipment type/ }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Equipment pricing deleted successfully');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
