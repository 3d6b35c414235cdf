import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmCod } from './support/cod';
import { E2E_BASE_URL } from './support/env';
import { DEMO_SELLER } from './support/session';
import { signIn } from './support/session';
import { newShopperWithAddress, signUp } from './support/shopper';

/*
 * What a shopper found on a 360 px phone (issue 29): the buy buttons in the first screen, a back-to-top
 * button that never covers text, dialogs whose buttons fit, checkout steps that start at their top with
 * the address chosen, search results on Enter, order cards that say what they hold, and a cart stepper.
 */

type Product = { id: number; slug: string; title: string; inventoryDetails: { stockQuantity: number } };

async function products(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/v1/public/store/products/all');
  return ((await response.json()) as { data: Product[] }).data;
}

async function placeOrder(page: Page, addressId: number, items: Product[], method: 'COD' | 'UPI') {
  const response = await page.request.post('/api/orders', {
    data: {
      addressId,
      paymentInfo: { method },
      items: items.map((p) => ({ productId: p.id, variantId: null, quantity: 1 })),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { orderNumber: string } }).data.orderNumber;
}

/** Text on the page under the element's box (other than its own): what it would hide from the shopper. */
const textUnder = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const box = el.getBoundingClientRect();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || el.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
          hidden.push(node.textContent.trim());
      }
    }
    return hidden;
  }, selector);

test.describe('a shopper on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the product page shows the price and Add to Cart in the first screen; back-to-top never covers text', async ({
    page,
    request,
  }) => {
    const product = (await products(request)).find((p) => p.inventoryDetails.stockQuantity > 0)!;
    await page.goto(`/products/${product.slug}`);
    // The gallery fills a phone's first screen: the buy bar holds the price and the buttons at its bottom.
    const bar = page.locator('[data-buy-bar]');
    await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
    await expect(bar.getByText(/₹/)).toBeInViewport();
    // Once the page's own buttons scroll into view, the bar steps aside.
    await page.getByRole('button', { name: 'Add to Cart' }).first().scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);

    for (const path of [`/products/${product.slug}`, '/']) {
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Scroll to top' });
      // Hydration scrolls a new page to its top: go to the end until the button (and on the product page the
      // buy bar, which lengthens the footer) is there, then once more to the very end.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(button).toBeVisible({ timeout: 1_000 });
        if (path !== '/') await expect(bar).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(button).toHaveCSS('opacity', '1');
      expect(await textUnder(page, '.scroll-top'), `${path}: text under the back-to-top button`).toEqual([]);
    }
  });

  test('checkout starts each step at its top, with the only address chosen; search opens every match on Enter', async ({
    page,
    request,
  }) => {
    const shopper = await newShopperWithAddress(page);
    expect(shopper.addressId).toBeGreaterThan(0);
    const product = (await products(request)).find((p) => p.inventoryDetails.stockQuantity > 5)!;
    expect((await page.request.post('/api/user/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(
      200,
    );

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeInViewport();
    await expect(page.getByTestId('address-card')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Next: Payment' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next: Payment' }).click();
    await expect(page.getByRole('radio', { name: /UPI/ })).toBeInViewport();

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }).first();
    await search.fill('tea');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=tea$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for “tea”');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('searching');
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    expect(await page.locator('main a[href^="/products/"]').count()).toBeGreaterThan(1);
  });

  test('a shopper without an address is told why "Next: Payment" waits', async ({ page, request }) => {
    const shopper = await signUp(page.request);
    await signIn(page, shopper, '/');
    const product = (await products(request)).find((p) => p.inventoryDetails.stockQuantity > 5)!;
    await page.request.post('/api/user/cart', { data: { productId: product.id, quantity: 1 } });
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
    await expect(page.getByRole('button', { name: 'Next: Payment' })).toBeDisabled();
    await expect(page.getByText('Add a delivery address to continue.')).toBeVisible();
  });

  test('order cards name their items and a pending one its deadline; the cancel dialog fits; the cart steps the quantity', async ({
    page,
    request,
  }) => {
    const shopper = await newShopperWithAddress(page);
    const inStock = (await products(request)).filter((p) => p.inventoryDetails.stockQuantity > 5);
    const cod = await placeOrder(page, shopper.addressId, inStock.slice(0, 3), 'COD');
    const prepaid = await placeOrder(page, shopper.addressId, inStock.slice(3, 4), 'UPI');

    await page.goto('/orders');
    const codCard = page.getByTestId('order-card').filter({ hasText: cod });
    await expect(codCard.getByTestId('order-card-items')).toHaveText(/ and 2 more$/);
    await expect(codCard).toContainText('Cash on delivery');
    const prepaidCard = page.getByTestId('order-card').filter({ hasText: prepaid });
    await expect(prepaidCard).toContainText('Prepaid (UPI / card)');
    await expect(prepaidCard.getByTestId('payment-deadline')).toBeVisible();

    await page.goto(`/order?number=${cod}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog');
    const frame = (await dialog.boundingBox())!;
    for (const name of ['Go back', 'Yes, cancel order']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await dialog.getByRole('button', { name: 'Go back' }).click();

    expect(
      (await page.request.post('/api/user/cart', { data: { productId: inStock[0].id, quantity: 1 } })).status(),
    ).toBe(200);
    await page.goto('/cart');
    await page.getByRole('button', { name: `One more ${inStock[0].title}` }).click();
    await expect(page.getByRole('group', { name: `Quantity of ${inStock[0].title}` })).toContainText('2');
    const cart = (await (await page.request.get('/api/user/cart')).json()) as { data: { quantity: number }[] };
    expect(cart.data[0].quantity).toBe(2);
  });

  test('the tax invoice is laid out for the phone: its own width, its table scrolling inside it', async ({
    page,
    playwright,
  }) => {
    const shopper = await newShopperWithAddress(page);
    const product = (
      (await (await page.request.get('/api/v1/public/store/product/muzaffarpur-litchi-honey')).json()) as {
        data: Product;
      }
    ).data;
    const placed = await page.request.post('/api/orders', {
      headers: { Origin: E2E_BASE_URL },
      data: {
        addressId: shopper.addressId,
        paymentInfo: { method: 'COD' },
        items: [{ productId: product.id, variantId: null, quantity: 1 }],
      },
    });
    const order = ((await placed.json()) as { data: { orderNumber: string; subOrders: { subOrderNumber: string }[] } })
      .data;
    await confirmCod(page.request, order.orderNumber);
    const sub = order.subOrders[0].subOrderNumber;
    const seller = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const login = await seller.post('/auth/login', { data: { ...DEMO_SELLER, role: 'STAFF' } });
    const auth = { Authorization: `Bearer ${((await login.json()) as { data: string }).data}` };
    for (const data of [
      { status: 'PROCESSING' },
      {
        status: 'SHIPPED',
        logisticProvider: 'Delhivery',
        waybillNumber: 'DL4440001',
        trackingUrl: 'https://www.delhivery.com/track/package/DL4440001',
      },
    ])
      expect((await seller.post(`/api/v1/admin/orders/${sub}/status`, { headers: auth, data })).status()).toBe(200);
    await seller.dispose();

    await page.goto(`/invoice/${sub}`);
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    // Without its viewport a phone lays the page out 980 px wide and shrinks it to an unreadable size.
    expect(await page.evaluate(() => window.innerWidth)).toBe(360);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the support hours read the same on the home tiles, the footer and the contact page', async ({ page }) => {
    await page.goto('/');
    const hours = (await page.locator('footer address span').last().textContent())!.trim();
    expect(hours.length).toBeGreaterThan(3);
    await expect(page.locator('.highlight-tile').filter({ hasText: 'DEDICATED SUPPORT' })).toContainText(hours);
    await page.goto('/contact');
    await expect(page.locator('main')).toContainText(hours);
  });
});
