import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NAV_ITEMS } from '../../components/admin/nav-items';
import { placeCodOrder } from './support/cod';
import { E2E_BASE_URL } from './support/env';
import { DEMO, DEMO_ADMIN, staffSignIn } from './support/session';

const json = { 'Content-Type': 'application/json', Origin: E2E_BASE_URL };

// Every back-office section, a product's editor and a sub-order: slow on a shared machine.
test.describe.configure({ timeout: 240_000 });

/** The page itself never scrolls sideways; a wide table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${path} is ${widths.scroll} px wide on a ${widths.view} px screen`).toBeLessThanOrEqual(
    widths.view,
  );
}

/** The demo shopper places and confirms a COD order, so the queue has a sub-order to open. */
async function placeCodOrderAsDemo(request: APIRequestContext) {
  expect((await request.post('/auth/login', { headers: json, data: { ...DEMO, role: 'CUSTOMER' } })).status()).toBe(
    200,
  );
  await placeCodOrder(request);
}

// At 360 px whichever project runs it (the desktop project runs every spec).
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('at 360 px the back office fits the screen: every section, a product and a sub-order; the menu reaches another section', async ({
  page,
  playwright,
}) => {
  const shopper = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await placeCodOrderAsDemo(shopper);
  await shopper.dispose();
  await staffSignIn(page, DEMO_ADMIN);
  const paths = NAV_ITEMS.map((i) => i.href);

  await page.goto('/admin/products');
  const product = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
  await page.goto('/admin/orders');
  const subOrder = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
  expect(product).toMatch(/^\/admin\/products\/\d+$/);
  expect(subOrder).toMatch(/^\/admin\/orders\/\S+$/);

  for (const path of [...paths, product!, subOrder!]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }

  // The sections fold behind the menu button; it opens and takes the admin to another section.
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
  const menu = nav.getByRole('button', { name: /Menu/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expectNoSidewaysScroll(page, '/admin with the menu open');
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
});
