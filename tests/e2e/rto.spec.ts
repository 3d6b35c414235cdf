import { expect, test } from '@playwright/test';
import { placeCodOrder } from './support/cod';
import { DEMO_ADMIN, DEMO_SELLER, signIn, staffSignIn } from './support/session';

/**
 * Returned to origin (design §13) from the back office: the seller takes a COD parcel back without its
 * stock, and the admin finds the COD-barred demo buyer (two parcels refused, lib/demo/history-plan.ts)
 * and lifts the bar.
 */

test('a seller takes a COD parcel back from the courier without putting its stock back', async ({ page, browser }) => {
  // Two sign-ins and four moves through their dialogs.
  test.slow();
  await signIn(page, undefined, '/orders');
  const { subOrderNumber } = await placeCodOrder(page.request);

  const office = await browser.newPage();
  await staffSignIn(office, DEMO_SELLER);
  await office.goto(`/admin/orders/${subOrderNumber}`);
  const panel = office.getByRole('region', { name: 'Fulfilment' });
  await panel.getByRole('button', { name: 'Start packing' }).click();
  await office
    .getByRole('dialog', { name: 'Start packing?' })
    .getByRole('button', { name: 'Yes, start packing' })
    .click();
  await expect(office.getByText('Moved to packing.')).toBeVisible();
  await panel.getByRole('button', { name: 'Ship' }).click();
  const ship = office.getByRole('dialog', { name: 'Ship this part?' });
  await ship.getByLabel('Courier').selectOption('Delhivery');
  await ship.getByLabel('Waybill number').fill('DL8880001');
  await ship.getByRole('button', { name: 'Yes, ship' }).click();
  await expect(office.getByText('Shipped with Delhivery.')).toBeVisible();

  await panel.getByRole('button', { name: 'Returned to origin' }).click();
  const dialog = office.getByRole('dialog', { name: 'Returned to origin?' });
  await expect(dialog.getByText('cash on delivery was never paid, so nothing is owed')).toBeVisible();
  const restock = dialog.getByLabel('Put the items back in stock');
  await expect(restock).toBeChecked();
  await restock.uncheck();
  await dialog.getByLabel('Note (optional)').fill('Seal broken');
  await dialog.getByRole('button', { name: 'Yes, returned to origin' }).click();
  await expect(office.getByText('Returned to origin; the stock is unchanged.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(/^Returned to origin on /)).toBeVisible();
  const history = office.getByRole('region', { name: 'History' });
  await expect(history.getByText('Returned to origin (RTO); stock not put back. Seal broken')).toBeVisible();
  // Cash on delivery was never collected: no refund is offered.
  await expect(panel.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await office.close();
});

test('the admin finds the COD-barred customer and lifts the bar', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.goto('/admin/customers');
  await page.getByLabel('COD barred only').check();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/codBarred=true/);
  const row = page.getByRole('row', { name: /Gayatri Bose/ });
  await expect(row.getByText('COD barred')).toBeVisible();
  await expect(row.getByText('2 refused')).toBeVisible();
  // One refused parcel does not bar: that buyer is not in the barred list.
  await expect(page.getByRole('row', { name: /Sameer Kulkarni/ })).toHaveCount(0);

  await row.getByRole('link', { name: 'Orders of Gayatri Bose' }).click();
  await expect(page.getByRole('heading', { name: 'Gayatri Bose' })).toBeVisible();
  await page.getByRole('button', { name: 'Lift COD bar of Gayatri Bose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift the COD bar?' });
  await dialog.getByRole('button', { name: 'Yes, lift the bar' }).click();
  await expect(page.getByText('COD bar lifted.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Lift COD bar/ })).toHaveCount(0);
  await expect(page.getByText('COD parcels refused:')).toBeVisible();

  await page.goto('/admin/customers?codBarred=true');
  await expect(page.getByRole('row', { name: /Gayatri Bose/ })).toHaveCount(0);
});
