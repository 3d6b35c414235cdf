import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { newShopperWithAddress } from './support/shopper';

/*
 * "Pay now instead" (design §13): a cash-on-delivery order offers, on its page, to pay by UPI or
 * card now and save the COD charge; the sandbox pays it and the order page shows it paid online.
 */
const json = { 'Content-Type': 'application/json', Origin: E2E_BASE_URL };

test('a COD order → order page "Pay now" → the sandbox pays → prepaid, no COD charge', async ({ page }) => {
  const { addressId } = await newShopperWithAddress(page);
  const product = (await (await page.request.get('/api/v1/public/store/product/muzaffarpur-litchi-honey')).json()).data;
  const placed = await page.request.post('/api/orders', {
    headers: json,
    data: {
      addressId,
      paymentInfo: { method: 'COD' },
      items: [{ productId: product.id, variantId: null, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber, handlingCharge } = (await placed.json()).data;
  expect(handlingCharge).toBeGreaterThan(0);

  await page.goto(`/order?number=${orderNumber}`);
  await expect(page.getByTestId('order-summary')).toContainText('COD handling charge');
  const offer = page.getByRole('region', { name: 'Pay now instead' });
  await expect(offer).toContainText(/^Pay ₹[\d,.]+ now by UPI or card and save the ₹[\d,.]+ cash-on-delivery charge/);
  const amount = (await offer.textContent())!.match(/^Pay (₹[\d,.]+) now/)![1];
  await offer.getByRole('link', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/${orderNumber}$`));
  await expect(page.getByText(`Pay ${amount} now by UPI or card and save the`)).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay Now/ });
  await expect(pay).toHaveText(`Pay Now ${amount}`);
  await pay.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sandbox payment — no real money moves.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
  await expect(page.getByRole('status')).toContainText('Your payment was received');

  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?number=${orderNumber}$`));
  await expect(page.getByText('UPI (Prepaid (UPI / card))')).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveCount(1);
  await expect(page.getByTestId('order-payment')).toContainText(/UPI.*Paid/);
  await expect(page.getByTestId('order-summary')).not.toContainText('COD handling charge');
  await expect(page.getByRole('region', { name: 'Pay now instead' })).toHaveCount(0);
});
