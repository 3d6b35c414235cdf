import { expect, test, type Page } from '@playwright/test';
import { emptyCart } from './support/cart';
import { DEMO, DEMO_ADMIN, signIn, staffSignIn } from './support/session';

/*
 * A new cash-on-delivery order waits for the buyer's yes (design §13), on a 360 px phone: the demo shopper
 * buys through the real checkout, confirms in the order page's box, and only then does the order's part
 * enter the back office's queue.
 */

/** How far the page scrolls sideways (0 when it fits the viewport), as every-page.spec measures it. */
const sideways = (page: Page) =>
  page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth,
  );

test('a COD order from the checkout waits for "Confirm order" on its page, then is in the admin\'s queue @phone', async ({
  page,
  browser,
}) => {
  // A checkout in the browser and a back-office sign-in.
  test.slow();
  await signIn(page, DEMO, '/');
  await emptyCart(page);
  await page.goto('/products/muzaffarpur-litchi-honey');
  // On a phone the buy bar repeats the button; either adds the same pack.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(page.getByTestId('address-card')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?number=OT-[A-Z0-9]{8}$/);
  const orderNumber = new URL(page.url()).searchParams.get('number')!;
  const order = (await (await page.request.get(`/api/orders/number/${orderNumber}`)).json()) as {
    data: { subOrders: { subOrderNumber: string }[] };
  };
  const [part] = order.data.subOrders.map((s) => s.subOrderNumber);

  const box = page.getByTestId('cod-confirm');
  await expect(box).toContainText('Confirm your cash-on-delivery order by');
  await expect(box).toContainText('We send it to the seller once you confirm.');
  await page.waitForLoadState('networkidle');
  expect(await sideways(page), 'the order page with the confirm box scrolls sideways').toBeLessThanOrEqual(0);

  // Not confirmed yet: the sellers do not see it.
  const office = await browser.newPage();
  await staffSignIn(office, DEMO_ADMIN);
  await office.goto(`/admin/orders?q=${orderNumber}`);
  await expect(office.getByText('No orders here.')).toBeVisible();

  await box.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Thank you! Your order is confirmed and on its way to the seller.')).toBeVisible();
  await expect(box).toHaveCount(0);
  expect(await sideways(page), 'the confirmed order page scrolls sideways').toBeLessThanOrEqual(0);
  // The confirmation was stored, not only shown.
  await page.reload();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(box).toHaveCount(0);

  await office.goto('/admin/orders');
  await expect(office.getByRole('link', { name: part, exact: true })).toBeVisible();
  await office.close();
});
