import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { formatRupeesShort } from '../../lib/money';
import { E2E_BASE_URL } from './support/env';
import { DEMO_ADMIN } from './support/session';
import { newShopperWithAddress } from './support/shopper';

/*
 * Pack sizes in a browser (issue 31): choose a pack on a product page → its price, and ?pack= in the
 * URL; a reload opens the same pack (rendered on the server); add it to the cart → the cart, the
 * checkout and the order page name it; a sold-out pack is shown, marked, and cannot be bought. The
 * product comes from the public API (the first with several packs in stock), never hard-coded.
 */

type Pack = {
  id: number;
  sku: string;
  label: string;
  sellingPrice: number;
  stockQuantity: number;
  weightGrams: number | null;
};
type Product = { id: number; slug: string; title: string; options: { name: string }[]; variants: Pack[] };

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`);

async function multiPack(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/v1/public/store/products/all');
  expect(response.status()).toBe(200);
  const all = ((await response.json()) as { data: Product[] }).data;
  const product = all.find((p) => p.variants.filter((v) => v.stockQuantity >= 5).length >= 2);
  expect(product, 'no product with two packs in stock in the demo catalogue').toBeDefined();
  return product!;
}

/** Sets one pack's stock through the admin API (the back office's stock call, per pack), as the shop's admin. */
async function setPackStock(product: Product, pack: Pack, stock: number) {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const login = await admin.post('/auth/login', { data: { ...DEMO_ADMIN, role: 'STAFF' } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: string }).data}` };
  const changed = await admin.post(`/api/v1/admin/products/${product.id}/stock`, {
    headers,
    data: { set: stock, reason: 'e2e: a sold-out pack', variantId: pack.id },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await admin.dispose();
}

test('choose the largest pack → its price and URL; reload keeps it; cart, checkout and order name it; a sold-out pack cannot be bought', async ({
  page,
}) => {
  const product = await multiPack(page.request);
  const legend = product.options.length === 1 ? product.options[0].name : 'Pack size';
  const size = (v: Pack) => v.weightGrams ?? v.sellingPrice;
  const [first] = product.variants.filter((v) => v.stockQuantity > 0);
  // The largest pack in stock other than the one the page opens with, so choosing it changes the price.
  const target = product.variants
    .filter((v) => v.stockQuantity >= 5 && v.id !== first.id)
    .sort((a, b) => size(b) - size(a))[0];
  await newShopperWithAddress(page);

  await page.goto(`/products/${product.slug}`);
  const picker = page.getByRole('group', { name: legend });
  await expect(picker.getByRole('radio')).toHaveCount(product.variants.length);
  await expect(picker.getByRole('radio', { name: exactly(first.label) })).toBeChecked();
  await picker.getByRole('radio', { name: exactly(target.label) }).check();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}\\?pack=${encodeURIComponent(target.sku)}$`));
  const price = page.locator(`[data-pack="${target.sku}"]`);
  await expect(price).toContainText(formatRupeesShort(target.sellingPrice));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/products/${product.slug}$`));

  // A shared link: the server renders the chosen pack.
  const html = await (
    await page.request.get(`/products/${product.slug}?pack=${encodeURIComponent(target.sku)}`)
  ).text();
  expect(html).toContain(`data-pack="${target.sku}"`);
  await page.reload();
  await expect(picker.getByRole('radio', { name: exactly(target.label) })).toBeChecked();
  await expect(price).toContainText(formatRupeesShort(target.sellingPrice));

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByTestId('pack-label')).toHaveText(target.label);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('pack-label')).toHaveText(target.label);
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByTestId('address-card').click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?number=OT-/);
  await expect(page.getByTestId('order-item')).toContainText(`Size: ${target.label}`);

  // A sold-out pack: the demo's own if it has one, else one set to 0 through the admin API.
  let soldOut = product.variants.find((v) => v.stockQuantity <= 0);
  if (!soldOut) {
    soldOut = product.variants.find((v) => v.id !== target.id)!;
    await setPackStock(product, soldOut, 0);
  }
  await page.goto(`/products/${product.slug}?pack=${encodeURIComponent(soldOut.sku)}`);
  const marked = picker.getByRole('radio', { name: exactly(soldOut.label) });
  await expect(marked).toBeChecked();
  await expect(marked).toHaveAccessibleName(/Sold out/);
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Unavailable' }).first()).toBeDisabled();
});
