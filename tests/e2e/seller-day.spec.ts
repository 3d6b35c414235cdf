import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text';
import { E2E_BASE_URL } from './support/env';
import { DEMO_ADMIN, DEMO_SELLER, staffSignIn } from './support/session';
import { newShopperWithAddress } from './support/shopper';

/**
 * A seller's day from the screens (issue 28): a shopper pays for an order by UPI; the demo seller's
 * member signs in with e-mail and password alone, packs and ships it with a courier and waybill,
 * prints its label, marks it delivered; the shopper asks for a return; the member refunds part of it
 * from the screen and marks it returned (the rest goes back with the return). The shopper then reads
 * each refund and its credit note, and the admin's dashboard revenue drops by each refund.
 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function revenue(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  await staffSignIn(page, DEMO_ADMIN);
  const card = page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ hasText: 'Revenue (net of refunds)' });
  const value = rupees((await card.locator('span').nth(1).textContent()) ?? '');
  await page.close();
  return value;
}

async function confirm(office: Page, action: string, yes = `Yes, ${action.toLowerCase()}`) {
  await office.getByRole('region', { name: 'Fulfilment' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = office.getByRole('dialog', { name: `${action}?` });
  await dialog.getByRole('button', { name: yes }).click();
  await expect(dialog).toBeHidden();
}

test('a seller runs an order from the back office: ship, label, deliver, take back, refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const before = await revenue(browser);

  // The shopper orders the demo seller's honey and pays by UPI in the sandbox.
  const shopper = await newShopperWithAddress(page);
  const product = (await (await page.request.get('/api/v1/public/store/product/muzaffarpur-litchi-honey')).json()).data;
  const placed = await page.request.post('/api/orders', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      addressId: shopper.addressId,
      paymentInfo: { method: 'UPI' },
      items: [{ productId: product.id, variantId: null, quantity: 2 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as {
    orderNumber: string;
    totalAmount: number;
    subOrders: { subOrderNumber: string }[];
  };
  const sub = order.subOrders[0].subOrderNumber;
  await page.goto(`/payment/${order.orderNumber}`);
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
  const paid = await revenue(browser);
  expect(paid).toBeCloseTo(before + order.totalAmount, 2);

  // The member: no role to choose; the paid part is in the queue.
  const office = await browser.newPage();
  await staffSignIn(office, DEMO_SELLER);
  await office.goto(`/admin/orders/${sub}`);
  await expect(office.getByRole('heading', { name: `Sub-order ${sub}` })).toBeVisible();
  await confirm(office, 'Start packing');
  await office.getByRole('region', { name: 'Fulfilment' }).getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = office.getByRole('dialog', { name: 'Ship this part?' });
  await ship.getByLabel('Courier').selectOption('Blue Dart');
  await ship.getByLabel('Waybill number').fill('BD90001234');
  await expect(ship.getByLabel('Tracking link')).toHaveValue(/^https:\/\/.*bluedart.*BD90001234/);
  await ship.getByRole('button', { name: 'Yes, ship' }).click();
  await expect(ship).toBeHidden();
  await expect(office.getByText('Shipped with Blue Dart, waybill BD90001234')).toBeVisible();

  // Its label downloads from the screen and names the waybill.
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('link', { name: 'Shipping label (PDF)' }).click(),
  ]);
  const label = pdfText(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
  expect(label).toContain('BD90001234');
  expect(label).toContain('Prepaid');

  // The shopper can track it.
  await page.goto(`/order?number=${order.orderNumber}`);
  await expect(page.getByRole('link', { name: 'Track Shipment' })).toHaveAttribute('href', /BD90001234/);

  await office.reload();
  await confirm(office, 'Mark delivered');

  // The shopper asks for a return.
  await page.reload();
  await page.getByRole('button', { name: 'Return', exact: true }).click();
  const ask = page.getByRole('dialog');
  await ask.getByLabel(/Reason/).fill('The jar arrived cracked');
  await ask.getByRole('button', { name: /^Yes, return/ }).click();
  await expect(ask.getByRole('status')).toBeVisible();

  // The member gives ₹100 back from the screen, then takes the parcel back: the rest follows.
  await office.reload();
  await office.getByRole('region', { name: 'Fulfilment' }).getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = office.getByRole('dialog', { name: 'Refund' });
  await refund.getByLabel('Amount (₹)').fill('100');
  await refund.getByLabel('Reason').fill('Cracked jar, goodwill');
  await refund.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(refund).toBeHidden();
  expect(await revenue(browser)).toBeCloseTo(paid - 100, 2);
  await confirm(office, 'Mark returned');
  await expect(office.getByRole('region', { name: 'History' }).getByText('Return Requested → Returned')).toBeVisible();
  await office.close();

  // The shopper's payment panel lists each refund with its credit note; nothing is kept.
  await page.goto(`/payment/${order.orderNumber}`);
  const refunds = page.getByTestId('refund');
  await expect(refunds).toHaveCount(2);
  await expect(refunds.first()).toContainText('Refund ₹100.00');
  await expect(refunds.getByRole('link', { name: /^Credit note / })).toHaveCount(2);
  await expect(page.getByTestId('refund-summary').first()).toContainText('kept ₹0.00');

  // Taken back and refunded in full: the sale no longer counts.
  expect(await revenue(browser)).toBeCloseTo(before, 2);
});
