import { expect, test } from '@playwright/test';
import type { DeliveryJson } from '../../lib/delivery/types';
import { deliveryDatesWords, estimatedDeliveryWords } from '../../lib/delivery/words';
import { deliveryWordsIn } from '../../lib/delivery/words-in';

const en = deliveryWordsIn('en');
import { signIn } from './support/session';
import { signUp } from './support/shopper';

/*
 * The delivery promise from the product page to the checkout (issue 35), on a 360 px phone: the date
 * "Check delivery" gives for a PIN code is the one the checkout shows for an address there.
 */

type Product = { id: number; slug: string; variants: { id: number; stockQuantity: number }[] };

test('a PIN code on the product page → a date; checkout to an address there → the same date @phone', async ({
  page,
}) => {
  const shopper = await signUp(page.request);
  await signIn(page, shopper, '/');
  const saved = await page.request.post('/addresses', {
    data: {
      name: 'Meera Iyer',
      phoneNumber: '9876543210',
      streetAddress: '7 Indiranagar 100 Ft Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
    },
  });
  expect(saved.status()).toBe(201);

  const all = (await (await page.request.get('/api/v1/public/store/products/all')).json()) as { data: Product[] };
  const product = all.data.find((p) => p.variants[0]?.stockQuantity > 0)!;
  expect(product, 'no product in stock in the demo catalogue').toBeDefined();
  const asked = await page.request.get(
    `/api/v1/public/store/delivery?pincode=560038&productId=${product.id}&variantId=${product.variants[0].id}`,
  );
  const { earliest, latest } = ((await asked.json()) as { data: DeliveryJson }).data;

  await page.goto(`/products/${product.slug}`);
  await page.getByLabel('Check delivery').fill('560038');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(deliveryDatesWords(en, earliest!, latest!))).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // The review step: the same window, for the saved address at 560038.
  await expect(page.getByTestId('delivery-note')).toHaveText(estimatedDeliveryWords(en, earliest!, latest!));
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  // The address step: under the chosen address, one seller, one line.
  await expect(page.getByTestId('delivery-note')).toHaveText(deliveryDatesWords(en, earliest!, latest!));
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
});
