import { expect, test, type Page } from '@playwright/test';
import { newShopperWithAddress } from './support/shopper';

/*
 * The shopper's order page after an online order (the after-the-order features): the payment
 * deadline stands next to Pay Now, and Cancel asks for confirmation first — on a desktop and on a
 * 360 px phone (@phone), without sideways scrolling.
 */

type Product = { id: number; sellingPrice: number; inventoryDetails: { stockQuantity: number } };

async function unpaidOrder(page: Page): Promise<string> {
  const shopper = await newShopperWithAddress(page);
  const all = ((await (await page.request.get('/api/v1/public/store/products/all')).json()) as { data: Product[] })
    .data;
  const product = all.find((p) => p.inventoryDetails.stockQuantity >= 5)!;
  const placed = await page.request.post('/api/orders', {
    data: {
      addressId: shopper.addressId,
      paymentInfo: { method: 'UPI' },
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { orderNumber: string } }).data.orderNumber;
}

test('an unpaid order shows its payment deadline beside Pay Now, and Cancel asks before it cancels @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderNumber = await unpaidOrder(page);
  await page.goto(`/order?number=${orderNumber}`);

  const payNow = page.getByRole('link', { name: 'Pay Now' });
  const deadline = page.getByTestId('payment-deadline');
  await expect(payNow).toBeVisible();
  await expect(deadline).toBeVisible();
  await expect(deadline).toContainText(/Pay by/);
  // Beside it: the deadline shares Pay Now's group and sits within a short distance of it.
  const [a, b] = [await payNow.boundingBox(), await deadline.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(120);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('Pending');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
});
