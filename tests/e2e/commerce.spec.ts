import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { priceCart } from '../../lib/commerce/pricing';
import { DEFAULT_RATES } from '../../lib/settings/schema';
import { formatRupees } from '../../lib/money';
import { E2E_BASE_URL } from './support/env';
import { waitForMail } from './support/mail';
import { signIn } from './support/session';

/*
 * Cart, checkout and orders in a browser: two products into the cart, checkout with a new
 * address and cash on delivery, the order's totals and history; Buy Now from a product page;
 * an item that sold out while in the cart blocks checkout. Each test signs up its own shopper,
 * so the seeded demo shopper is never changed. Products come from the API, never hard-coded.
 */

type Product = {
  id: number;
  slug: string;
  title: string;
  sellingPrice: number;
  productPrice: number;
  inventoryDetails: { stockQuantity: number };
};
type Shopper = { email: string; password: string; name: string };

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => formatRupees(p / 100);

async function products(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/v1/public/store/products/all');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Product[] }).data;
}

/** Signs a new shopper up through the real OTP mail (API calls), so tests never share a cart. */
async function signUp(request: APIRequestContext): Promise<Shopper> {
  const shopper = {
    email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Chai@2024x',
    name: 'Meera Iyer',
  };
  expect((await request.post(`/otp/send?email=${encodeURIComponent(shopper.email)}`)).status()).toBe(200);
  const otp = await waitForMail(shopper.email, /Your code is (\d{6})/);
  const signup = await request.post('/auth/signup', { data: { ...shopper, phone: '9876543210', otp } });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return shopper;
}

async function newShopper(page: Page): Promise<Shopper> {
  const shopper = await signUp(page.request);
  await signIn(page, shopper, '/');
  return shopper;
}

const cartBadge = (page: Page) => page.getByTestId('cart-count');

test("a listing card's Add to Cart and Buy Now work from the server-drawn first page", async ({ page }) => {
  const inStock = (await products(page.request)).filter((p) => p.inventoryDetails.stockQuantity >= 5);
  await newShopper(page);
  await page.goto('/products');
  // The cards' buttons are plain markup answered by the list's one listener (useCardActionClicks).
  const addable = page.locator('button[data-card-action="cart"]:not([disabled])');
  const ids = new Set(inStock.map((p) => String(p.id)));
  const first = (await addable.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.productId))).find(
    (id) => id && ids.has(id),
  );
  const product = inStock.find((p) => String(p.id) === first)!;
  await page.getByRole('button', { name: `Add ${product.title} to cart`, exact: true }).click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('button', { name: `Buy Now: ${product.title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByText(product.title).first()).toBeVisible();
});

test('two products → cart → checkout with a new address → COD → order detail totals → history', async ({ page }) => {
  const inStock = (await products(page.request)).filter((p) => p.inventoryDetails.stockQuantity >= 5);
  // Two products whose sum is under ₹5000, so the ₹59 delivery fee shows up everywhere.
  const [a, b] = inStock.filter((p) => p.sellingPrice < 1500);
  await newShopper(page);

  for (const product of [a, b]) {
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  }
  await expect(cartBadge(page)).toHaveText('2');

  const expected = priceCart(
    [a, b].map((p) => ({ mrpPaise: paise(p.productPrice), pricePaise: paise(p.sellingPrice), quantity: 1 })),
    DEFAULT_RATES,
    'COD',
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Your Shopping Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-shipping')).toHaveText(rupees(expected.shippingPaise));
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(expected.itemsPaise + expected.shippingPaise));

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('₹59 delivery fee (free on orders over ₹5000)')).toBeVisible();
  // No saved address yet: the dates come with the address (design §13).
  await expect(page.getByText('Delivery dates are shown once you add a delivery address.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();

  await expect(page.getByText('No saved addresses found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next: Payment' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Street address').fill('14 Lake View Road');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('State').fill('Tamil Nadu');
  await page.getByLabel('Postal code').fill('600001');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!').first()).toBeVisible();
  await expect(page.getByTestId('delivery-note')).toContainText('Delivers');
  await expect(page.getByTestId('address-card')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next: Payment' }).click();

  await expect(page.getByRole('radio', { name: /UPI/ })).toBeChecked();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByText('COD handling charge')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(expected.totalPaise));
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\?number=OT-[A-Z0-9]{8}$/);
  const orderNumber = new URL(page.url()).searchParams.get('number')!;
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Confirmed');
  await expect(page.getByTestId('order-item')).toHaveCount(2);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(rupees(expected.subtotalPaise));
  await expect(summary).toContainText(rupees(expected.handlingPaise));
  await expect(page.getByTestId('order-total')).toHaveText(rupees(expected.totalPaise));
  // History replaced: Back does not return to the checkout.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout/);

  await expect(cartBadge(page)).toHaveCount(0);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Cash on delivery');
  await page.getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByText('No pending orders')).toBeVisible();
  await page.getByRole('button', { name: 'All Orders' }).click();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?number=${orderNumber}$`));
});

test('buy now from a product page goes to checkout with the chosen quantity', async ({ page }) => {
  const product = (await products(page.request)).find(
    (p) => p.inventoryDetails.stockQuantity >= 5 && p.sellingPrice < 1000,
  )!;
  await newShopper(page);
  const address = await page.request.post('/addresses', {
    data: {
      name: 'Meera Iyer',
      phoneNumber: '9876543210',
      streetAddress: '14 Lake View Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600001',
    },
  });
  expect(address.status()).toBe(201);

  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?mode=buy-now$/);
  await expect(page.getByText(`2 × ${formatRupees(product.sellingPrice)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByTestId('address-card').click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  const expected = priceCart(
    [{ mrpPaise: paise(product.productPrice), pricePaise: paise(product.sellingPrice), quantity: 2 }],
    DEFAULT_RATES,
    'UPI',
  );
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(expected.totalPaise));
  await page.getByRole('button', { name: 'Place Order' }).click();
  // A UPI order opens the payment window (the payments suite pays); closing it leaves the order unpaid.
  await page.getByRole('button', { name: 'Close payment window' }).click();

  await expect(page).toHaveURL(/\/order\?number=OT-/);
  await expect(page.getByTestId('order-status').first()).toHaveText('Pending');
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', /^\/payment\/OT-/);
  await expect(page.getByTestId('order-total')).toHaveText(rupees(expected.totalPaise));
});

test('an item that sold out while in the cart blocks checkout with the spec texts @phone', async ({ page }) => {
  // The product with the least stock (≤ 50, one order line's maximum), so another buyer can take all of it.
  const scarce = (await products(page.request))
    .filter((p) => p.inventoryDetails.stockQuantity > 0 && p.inventoryDetails.stockQuantity <= 50)
    .sort((x, y) => x.inventoryDetails.stockQuantity - y.inventoryDetails.stockQuantity)[0];
  await newShopper(page);
  expect((await page.request.post('/api/user/cart', { data: { productId: scarce.id, quantity: 1 } })).status()).toBe(
    200,
  );

  // Another shopper buys every last one.
  const other = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const rival = await signUp(other);
  const login = await other.post('/auth/login', {
    data: { email: rival.email, password: rival.password, role: 'CUSTOMER' },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: string }).data}` };
  const address = await other.post('/addresses', {
    headers,
    data: {
      name: 'Rival Buyer',
      phoneNumber: '9123456780',
      streetAddress: '1 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    },
  });
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const bought = await other.post('/api/orders', {
    headers,
    data: {
      addressId,
      // Prepaid: the whole stock can cost more than the COD cap (design §13); an unpaid order holds it just the same.
      paymentInfo: { method: 'UPI' },
      items: [{ productId: scarce.id, variantId: null, quantity: scarce.inventoryDetails.stockQuantity }],
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  await other.dispose();

  await page.goto('/cart');
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByText('1 item(s) out of stock')).toBeVisible();
  await expect(page.getByText('Remove or restock these items to proceed to checkout')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cannot checkout - Out of stock items' })).toBeDisabled();

  await page.getByRole('button', { name: `Remove ${scarce.title}` }).click();
  await expect(page.getByText('Item removed from cart.').first()).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Start shopping to add items to your cart')).toBeVisible();
});
