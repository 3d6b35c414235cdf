import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './support/mail';
import { signIn } from './support/session';

/*
 * Signed-in pages arrive with their data: the server knows the session, loads what the page's
 * client components would have asked for, and renders it. Each page is fetched as plain HTML with
 * the session cookie (no JavaScript runs), and the order number, address or cart line must be in
 * the markup itself, not only in the data the page hands to the browser.
 */

type Product = {
  id: number;
  slug: string;
  title: string;
  sellingPrice: number;
  inventoryDetails: { stockQuantity: number };
};

async function signUp(request: APIRequestContext) {
  const shopper = {
    email: `paint-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Chai@2024x',
    name: 'Kavya Nair',
  };
  expect((await request.post(`/otp/send?email=${encodeURIComponent(shopper.email)}`)).status()).toBe(200);
  const otp = await waitForMail(shopper.email, /Your code is (\d{6})/);
  const signup = await request.post('/auth/signup', { data: { ...shopper, phone: '9876543210', otp } });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return shopper;
}

/** How React writes text into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's HTML without its scripts: what a visitor sees before any JavaScript runs. */
async function markup(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

test('orders, order detail, profile and cart render their data in the first HTML', async ({ page }) => {
  const shopper = await signUp(page.request);
  await signIn(page, shopper, '/');
  const request = page.request;

  const all = ((await (await request.get('/api/v1/public/store/products/all')).json()) as { data: Product[] }).data;
  const [ordered, inCart] = all.filter((p) => p.inventoryDetails.stockQuantity >= 5);
  const address = await request.post('/addresses', {
    data: {
      name: 'Kavya Nair',
      phoneNumber: '9876543210',
      streetAddress: '27 Temple Tank Street',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
    data: {
      addressId,
      paymentInfo: { method: 'COD' },
      items: [{ productId: ordered.id, variantId: null, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = ((await placed.json()) as { data: { orderNumber: string } }).data.orderNumber;
  expect((await request.post('/api/user/cart', { data: { productId: inCart.id, quantity: 2 } })).status()).toBe(200);

  const orders = await markup(request, '/orders');
  expect(orders).toContain(orderNumber);
  expect(orders).not.toContain('Loading your orders');

  const detail = await markup(request, `/order?number=${orderNumber}`);
  expect(detail).toContain(orderNumber);
  expect(detail).toContain(inHtml(ordered.title));
  expect(detail).toContain('27 Temple Tank Street');
  expect(detail).toContain('data-testid="order-total"');
  expect(detail).not.toContain('Loading your order');

  const profile = await markup(request, '/profile');
  expect(profile).toContain('Kavya Nair');
  expect(profile).toContain('27 Temple Tank Street');
  expect(profile).not.toContain('Loading your profile');

  const cart = await markup(request, '/cart');
  expect(cart).toContain('data-testid="cart-line"');
  expect(cart).toContain(inHtml(inCart.title));
  expect(cart).toContain('data-testid="cart-total"');
  expect(cart).not.toContain('Loading your cart');

  // The browser takes over from the server's render without losing it.
  await page.goto(`/order?number=${orderNumber}`);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('every script a shop page loads asks Chromium to compile it off the main thread', async ({ request }) => {
  // scripts/compile-hints.mjs, run by `next build`: without it, hydration compiles each module lazily on the main thread.
  for (const path of ['/', '/products']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length, path).toBeGreaterThan(5);
    for (const src of scripts)
      expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
});
