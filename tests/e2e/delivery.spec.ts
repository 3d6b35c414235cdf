import { expect, test } from '@playwright/test';
import type { DeliveryJson } from '../../lib/delivery/types';
import { deliveryLines } from '../../lib/delivery/words';
import { deliveryWordsIn } from '../../lib/delivery/words-in';
import { signIn } from './support/session';
import { signUp } from './support/shopper';

/*
 * The delivery promise in a browser (issue 35, slice 1): "Check delivery" on a product page answers
 * for a PIN code with the dates and COD the public call gives; a reload checks the PIN code remembered
 * on the device again; the profile's address form fills city and state from a typed PIN code.
 */

type Product = { id: number; slug: string; variants: { id: number; stockQuantity: number }[] };

test('check delivery to 560038 on a product page → its dates and COD; a reload checks it again', async ({ page }) => {
  const all = (await (await page.request.get('/api/v1/public/store/products/all')).json()) as { data: Product[] };
  const product = all.data.find((p) => p.variants[0]?.stockQuantity > 0)!;
  expect(product, 'no product in stock in the demo catalogue').toBeDefined();
  const asked = await page.request.get(
    `/api/v1/public/store/delivery?pincode=560038&productId=${product.id}&variantId=${product.variants[0].id}`,
  );
  expect(asked.status()).toBe(200);
  const lines = deliveryLines(deliveryWordsIn('en'), ((await asked.json()) as { data: DeliveryJson }).data);
  expect(lines[0]).toMatch(/^Delivers /);

  await page.goto(`/products/${product.slug}`);
  const field = page.getByLabel('Check delivery');
  const answer = page.locator('form').filter({ has: field }).getByRole('status');
  await expect(answer).toBeEmpty();
  await field.fill('560038');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(answer).toHaveText(lines.join(''));
  expect(lines[1]).toMatch(/^Cash on delivery (not )?available$/);

  await page.reload();
  await expect(field).toHaveValue('560038');
  await expect(answer).toHaveText(lines.join(''));
});

test('the profile’s address form fills city and state from PIN code 110001', async ({ page }) => {
  const shopper = await signUp(page.request);
  await signIn(page, shopper, '/profile');
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('New Delhi');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
});
