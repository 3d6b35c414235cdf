import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './env';

/**
 * The buyer's yes to a new COD order (design §13), through the buyer's own call: until it, the order is not in
 * the sellers' queue and every seller move is refused. `request` carries the buyer's session (`page.request`).
 */
export async function confirmCod(request: APIRequestContext, orderNumber: string) {
  const res = await request.post(`/api/orders/number/${orderNumber}/confirm-cod`, {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A COD order of one jar by the signed-in shopper (`request` carries the session) to their first address,
 * through the store's own call; confirmed by the buyer unless `confirm` is false.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  { slug = 'muzaffarpur-litchi-honey', confirm = true }: { slug?: string; confirm?: boolean } = {},
): Promise<{ orderNumber: string; subOrderNumber: string }> {
  const product = (await (await request.get(`/api/v1/public/store/product/${slug}`)).json()).data;
  const addresses = (await (await request.get('/addresses')).json()).data;
  const res = await request.post('/api/orders', {
    headers: { 'Content-Type': 'application/json', Origin: E2E_BASE_URL },
    data: {
      addressId: addresses[0].id,
      paymentInfo: { method: 'COD' },
      items: [{ productId: product.id, variantId: null, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data;
  if (confirm) await confirmCod(request, order.orderNumber);
  return { orderNumber: order.orderNumber, subOrderNumber: order.subOrders[0].subOrderNumber };
}
