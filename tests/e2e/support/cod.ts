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
