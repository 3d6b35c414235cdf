import { expect, test, type Page } from '@playwright/test';
import { confirmCod } from './support/cod';
import { E2E_BASE_URL } from './support/env';
import { DEMO_SELLER, signIn, staffSignIn } from './support/session';

/**
 * A seller's day on one sub-order, from the back office's screens: the demo seller member
 * (of "organic-tattva", seeded in demo mode) packs, ships with Delhivery and delivers a COD order
 * the demo shopper placed and confirmed, and the page's history shows each step.
 */
async function placeCodOrder(page: Page, slug = 'muzaffarpur-litchi-honey'): Promise<string> {
  const api = page.request;
  const product = (await (await api.get(`/api/v1/public/store/product/${slug}`)).json()).data;
  const addresses = (await (await api.get('/addresses')).json()).data;
  const res = await api.post('/api/orders', {
    headers: { 'Content-Type': 'application/json', Origin: E2E_BASE_URL },
    data: {
      addressId: addresses[0].id,
      paymentInfo: { method: 'COD' },
      items: [{ productId: product.id, variantId: null, quantity: 1 }],
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()).data;
  await confirmCod(api, order.orderNumber);
  return order.subOrders[0].subOrderNumber;
}

test('a seller member starts packing, ships with Delhivery and marks delivered from the sub-order page', async ({
  page,
  browser,
}) => {
  await signIn(page, undefined, '/orders');
  const subOrderNumber = await placeCodOrder(page);

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
