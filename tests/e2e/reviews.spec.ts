import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { confirmCod } from './support/cod';
import { E2E_BASE_URL } from './support/env';
import { DEMO_SELLER as SELLER } from './support/session';
import { newShopperWithAddress } from './support/shopper';

/**
 * Reviews from a verified buyer (design §12): a new shopper's COD order is delivered by the demo
 * seller's member through the back-office API; the shopper follows the order page's "Write a
 * review" link and sends 4 stars with a photo. The text shows on the product page at once, the
 * photo once the member publishes it, and the listing card's stars and count follow.
 */
const SLUG = 'muzaffarpur-litchi-honey';
const json = { 'Content-Type': 'application/json', Origin: E2E_BASE_URL };

type Summary = { rating: number; count: number };

async function summaryOf(request: APIRequestContext): Promise<Summary> {
  const res = await request.get(`/api/v1/public/store/products/${SLUG}/reviews?page=1&sort=newest`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.summary as Summary;
}

async function placeCodOrder(page: Page, productId: number, addressId: number) {
  const res = await page.request.post('/api/orders', {
    headers: json,
    data: { addressId, paymentInfo: { method: 'COD' }, items: [{ productId, variantId: null, quantity: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data;
  return { orderNumber: order.orderNumber as string, subOrderNumber: order.subOrders[0].subOrderNumber as string };
}

async function asSeller(request: APIRequestContext) {
  const res = await request.post('/auth/login', { headers: json, data: { ...SELLER, role: 'SELLER' } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).data as string}`, 'Content-Type': 'application/json' };
}

test('a buyer whose order was delivered reviews it with a photo; the page, the photo after approval and the card follow', async ({
  page,
  playwright,
}) => {
  const shopper = await newShopperWithAddress(page);
  const product = (await (await page.request.get(`/api/v1/public/store/product/${SLUG}`)).json()).data;
  const before = await summaryOf(page.request);

  // Before delivery the shopper is told who may review.
  await page.goto(`/products/${SLUG}?review=1#reviews`);
  await expect(page.getByText('Only buyers who received this product can review it.')).toBeVisible();

  const { orderNumber, subOrderNumber } = await placeCodOrder(page, product.id, shopper.addressId);
  await confirmCod(page.request, orderNumber);
  const seller = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const auth = await asSeller(seller);
  for (const data of [
    { status: 'PROCESSING' },
    { status: 'SHIPPED', logisticProvider: 'Delhivery', waybillNumber: 'DL7770001' },
    { status: 'DELIVERED' },
  ]) {
    const res = await seller.post(`/api/v1/admin/orders/${subOrderNumber}/status`, { headers: auth, data });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The order page's delivered line leads to the form.
  await page.goto(`/order?number=${orderNumber}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${SLUG}\\?review=1#reviews$`));
  const form = page.getByRole('form', { name: 'Review form' });
  await form.getByText('★').nth(3).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Title').fill('Tastes of the orchard');
  await form.getByLabel('Your review').fill('Floral and thick.\nGood in warm water with lemon.');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#d9961f' } })
    .png()
    .toBuffer();
  await form.getByLabel(/Photos/).setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Photo 1: jar.png' })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thanks! Your review is published.')).toBeVisible();
  await expect(page.getByText('Photos appear after a quick check.')).toBeVisible();

  // The text shows at once (the page re-rendered), the photo not before approval.
  const photoAlt = "Photo from Meera I.'s review";
  await page.goto(`/products/${SLUG}`);
  const mine = page.getByRole('article', { name: 'Review by Meera I.' });
  await expect(mine).toContainText('Tastes of the orchard');
  await expect(mine).toContainText('Verified buyer');
  await expect(mine.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  await expect(mine.getByRole('img', { name: photoAlt })).toHaveCount(0);
  const after = await summaryOf(page.request);
  expect(after.count).toBe(before.count + 1);

  // The member publishes it with its photo; the product page shows the photo at the next request.
  const standing = (await (await page.request.get(`/api/products/${SLUG}/reviews/mine`)).json()).data;
  const moderated = await seller.post(`/api/v1/admin/reviews/${standing.review.id}/moderate`, {
    headers: auth,
    data: { action: 'publish' },
  });
  expect(moderated.status(), await moderated.text()).toBe(200);
  await seller.dispose();
  await page.goto(`/products/${SLUG}`);
  await expect(
    page.getByRole('article', { name: 'Review by Meera I.' }).getByRole('img', { name: photoAlt }),
  ).toBeVisible();

  // The listing card carries the new mean and count.
  await page.goto(`/products?q=${encodeURIComponent(product.title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await expect(card.getByRole('img', { name: `Rated ${after.rating.toFixed(1)} out of 5` })).toBeVisible();
  await expect(card).toContainText(`(${after.count})`);
});
