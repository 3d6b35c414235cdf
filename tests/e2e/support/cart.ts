import { expect, type Page } from '@playwright/test';

/** The demo shopper's cart is shared with other specs: start from an empty one. */
export async function emptyCart(page: Page) {
  const lines = ((await (await page.request.get('/api/user/cart')).json()) as { data: { id: number }[] }).data;
  for (const line of lines) expect((await page.request.delete(`/api/user/cart/${line.id}`)).status()).toBeLessThan(300);
}
