import { expect, test } from '@playwright/test';
import { placeCodOrder } from './support/cod';
import { DEMO_SELLER, signIn, staffSignIn } from './support/session';

/**
 * A seller's day on one sub-order, from the back office's screens: the demo seller member
 * (of "organic-tattva", seeded in demo mode) packs, ships with Delhivery and delivers a COD order
 * the demo shopper placed and confirmed, and the page's history shows each step.
 */
test('a seller member starts packing, ships with Delhivery and marks delivered from the sub-order page', async ({
  page,
  browser,
}) => {
  await signIn(page, undefined, '/orders');
  const { subOrderNumber } = await placeCodOrder(page.request);

  const office = await browser.newPage();
  await staffSignIn(office, DEMO_SELLER);
  await office.goto(`/admin/orders/${subOrderNumber}`);
  const panel = office.getByRole('region', { name: 'Fulfilment' });
  const history = office.getByRole('region', { name: 'History' });

  // Confirmed: only packing and cancelling are offered.
  await expect(panel.getByRole('button')).toHaveText(['Start packing', 'Cancel']);
  await panel.getByRole('button', { name: 'Start packing' }).click();
  const pack = office.getByRole('dialog', { name: 'Start packing?' });
  await pack.getByRole('button', { name: 'Yes, start packing' }).click();
  await expect(office.getByText('Moved to packing.')).toBeVisible();
  await expect(pack).toBeHidden();
  await expect(history.getByText('Confirmed → Processing')).toBeVisible();

  await panel.getByRole('button', { name: 'Ship' }).click();
  const ship = office.getByRole('dialog', { name: 'Ship this part?' });
  await ship.getByLabel('Courier').selectOption('Delhivery');
  await ship.getByLabel('Waybill number').fill('DL7770001');
  await expect(ship.getByLabel('Tracking link')).toHaveValue('https://www.delhivery.com/track/package/DL7770001');
  await ship.getByRole('button', { name: 'Yes, ship' }).click();
  await expect(office.getByText('Shipped with Delhivery.')).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(history.getByText('Processing → Shipped')).toBeVisible();
  await expect(office.getByText('Shipped with Delhivery, waybill DL7770001')).toBeVisible();

  await expect(panel.getByRole('button')).toHaveText(['Mark delivered', 'Returned to origin']);
  await panel.getByRole('button', { name: 'Mark delivered' }).click();
  await office
    .getByRole('dialog', { name: 'Mark delivered?' })
    .getByRole('button', { name: 'Yes, mark delivered' })
    .click();
  await expect(office.getByText('Marked delivered.')).toBeVisible();
  await expect(history.getByText('Shipped → Delivered')).toBeVisible();
  // Cash was collected at delivery: giving it back is what is left to do.
  await expect(panel.getByRole('button')).toHaveText(['Refund']);
  await office.close();
});
