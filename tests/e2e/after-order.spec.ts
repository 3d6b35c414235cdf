import { expect, test, type APIRequestContext } from '@playwright/test';
import { placeCodOrder } from './support/cod';
import { E2E_BASE_URL } from './support/env';
import { DEMO_SELLER as SELLER, signIn, staffSignIn } from './support/session';

/**
 * After the order, in a browser: a seller ships its part through the back-office API and the
 * shopper sees Track Shipment and the tax invoice; a shopper cancels a COD order from the order page.
 * The seller is the demo member of "organic-tattva" seeded in demo mode (README).
 */
const json = { 'Content-Type': 'application/json', Origin: E2E_BASE_URL };

async function sellerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { headers: json, data: { ...SELLER, role: 'SELLER' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as string;
}

test('a seller ships its part; the shopper sees Track Shipment and the tax invoice, the seller prints it from the back office', async ({
  page,
  playwright,
  browser,
}) => {
  await signIn(page, undefined, '/orders');
  const { orderNumber, subOrderNumber } = await placeCodOrder(page.request);
  const seller = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const auth = { Authorization: `Bearer ${await sellerToken(seller)}`, 'Content-Type': 'application/json' };
  for (const data of [
    { status: 'PROCESSING' },
    {
      status: 'SHIPPED',
      logisticProvider: 'Delhivery',
      waybillNumber: 'DL5550001',
      trackingUrl: 'https://www.delhivery.com/track/package/DL5550001',
    },
  ]) {
    const res = await seller.post(`/api/v1/admin/orders/${subOrderNumber}/status`, { headers: auth, data });
    expect(res.status()).toBe(200);
  }
  await seller.dispose();

  await page.goto(`/order?number=${orderNumber}`);
  const track = page.getByRole('link', { name: 'Track Shipment' });
  await expect(track).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DL5550001');
  await expect(page.getByText('Waybill DL5550001')).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: 'Tax Invoice' });
  await expect(invoiceLink).toHaveAttribute('href', `/invoice/${subOrderNumber}`);
  await page.goto(`/invoice/${subOrderNumber}`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(/Place of supply/)).toBeVisible();
  const pdf = await page.request.get(`/invoice/${subOrderNumber}?format=pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The seller prints the same invoice from its back-office page for the part.
  const office = await browser.newPage();
  await staffSignIn(office, SELLER);
  await office.goto(`/admin/orders/${subOrderNumber}`);
  const printable = office.getByRole('link', { name: /^Tax invoice / });
  await expect(printable).toHaveAttribute('href', `/invoice/${subOrderNumber}`);
  expect((await office.request.get(`/invoice/${subOrderNumber}?format=json`)).status()).toBe(200);
  await office.close();
});

test('a shopper cancels a COD order from the order page, after confirming', async ({ page }) => {
  await signIn(page, undefined, '/orders');
  const { orderNumber } = await placeCodOrder(page.request, { confirm: false });
  await page.goto(`/order?number=${orderNumber}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Ordered twice by mistake');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your order has been cancelled.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
});
