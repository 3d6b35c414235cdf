import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO_ADMIN, DEMO_SELLER, staffSignIn } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('the admin picks a seller and a month for the GST report, and downloads the orders CSV', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a seller and a month, then Show report.')).toBeVisible();
  await expectAccessible(page);

  const gst = page.getByRole('region', { name: 'GST report' });
  await gst.getByLabel('Seller').selectOption({ index: 1 });
  await gst.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?month=\d{4}-\d{2}&sellerId=\d+/, { timeout: 30_000 });
  await expect(
    gst.getByRole('heading', { name: 'B2C supplies by place of supply and rate (net of credit notes)' }),
  ).toBeVisible();
  await expect(gst.getByRole('heading', { name: 'Credit notes', exact: true })).toBeVisible();

  const gstFile = page.waitForEvent('download');
  await gst.getByRole('button', { name: 'Download GST CSV' }).click();
  expect((await gstFile).suggestedFilename()).toMatch(/^gst-\d{4}-\d{2}-seller-\d+\.csv$/);

  const orders = page.getByRole('form', { name: 'Orders (CSV)' });
  const ordersFile = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Download orders CSV' }).click();
  const download = await ordersFile;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Order date,Order number,Sub-order number,Seller,Product,Pack,Quantity,Unit price,Line total,Offer discount,GST rate %,Tax in line,Payment method,Payment type,Sub-order status,Invoice number,Refunded (sub-order)',
  );
});

test("a seller's member sees its own GST report without choosing a seller", async ({ page }) => {
  await staffSignIn(page, DEMO_SELLER);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/, { timeout: 30_000 });
  const gst = page.getByRole('region', { name: 'GST report' });
  await expect(gst.getByRole('heading', { name: 'HSN-wise summary of invoices' })).toBeVisible();
  await expect(gst.getByLabel('Seller')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Orders (CSV)' }).getByLabel('Seller')).toHaveCount(0);
});
