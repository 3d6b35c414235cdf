import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/*
 * The paid path on the built-in sandbox gateway (demo mode): a UPI order paid in the sandbox
 * checkout becomes CONFIRMED with the payment in its history; a failed card payment leaves the
 * order payable, the payment page shows the error outcome, and Pay Now later succeeds.
 */

const PAYMENT_FAILED = 'Payment Failed. Please try again or contact support.';

type Product = { id: number; slug: string; inventoryDetails: { stockQuantity: number } };

/** Buy Now of one in-stock product, straight to the payment step, then Place Order with `method`. */
async function placeOrder(page: Page, method: 'UPI' | 'Credit / Debit Card') {
  const response = await page.request.get('/api/v1/public/store/products/all');
  const products = ((await response.json()) as { data: Product[] }).data;
  const product = products.find((p) => p.inventoryDetails.stockQuantity > 5)!;
  await page.goto('/');
  await page.evaluate((p) => {
    window.sessionStorage.setItem(
      'buyNowItems',
      JSON.stringify([{ slug: p.slug, productId: p.id, variantId: null, quantity: 1 }]),
    );
  }, product);
  await page.goto('/checkout?mode=buy-now');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByTestId('address-card').first().click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await page.getByRole('radio', { name: new RegExp(method.replace(/[/]/g, '\\/')) }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sandbox payment — no real money moves.')).toBeVisible();
  return dialog;
}

async function orderNumberFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\?number=/);
  return new URL(page.url()).searchParams.get('number')!;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('UPI order → the sandbox pays → CONFIRMED and the history shows the payment @phone', async ({ page }) => {
  const dialog = await placeOrder(page, 'UPI');
  await expect(dialog.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  const orderNumber = await orderNumberFromUrl(page);

  await page.goto(`/payment/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('CONFIRMED');
  await expect(page.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
  const records = page.getByTestId('payment-record');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('UPI');
  await expect(records.first()).toContainText('Paid');
});

test('failed card payment → the order stays payable → error outcome → Pay Now later succeeds', async ({ page }) => {
  const dialog = await placeOrder(page, 'Credit / Debit Card');
  await expect(dialog.getByRole('radio', { name: 'Card' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Make payment fail' }).click();
  const orderNumber = await orderNumberFromUrl(page);

  // Order history offers Pay Now for the unpaid order and leads to its payment page.
  await page.goto('/orders');
  await page.locator(`a[href="/payment/${orderNumber}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderNumber}$`));
  await expect(page.getByTestId('order-status')).toHaveText('PENDING');
  const records = page.getByTestId('payment-record');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Failed');
  await expect(records.first()).toContainText('declined by the issuing bank');

  // Fails again here: the spec's error outcome, and the button stays usable.
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make payment fail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toBeVisible();
  await expect(records).toHaveCount(2);

  // Closing the window changes nothing.
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('button', { name: 'Close payment window' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('PENDING');

  // Then it succeeds.
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
  await expect(page.getByTestId('order-status')).toHaveText('CONFIRMED');
  await expect(records).toHaveCount(3);
  await expect(records.last()).toContainText('Paid');
});
