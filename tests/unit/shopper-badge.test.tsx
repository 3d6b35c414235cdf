/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { cartChanged, useShopper } from '@/components/layout/useShopper';

/*
 * The header's cart badge when the shopper adds to the cart while the page is still asking who is
 * signed in (a quick click right after the page loads).
 */
type Pending = { url: string; answer: (body: unknown) => Promise<void> };
const pending: Pending[] = [];
beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = (url: string) =>
    new Promise((resolve) => {
      pending.push({
        url,
        answer: async (body) => {
          resolve({ ok: true, json: async () => body } as Response);
          await act(async () => {});
        },
      });
    });
});
const take = (url: string) => {
  const i = pending.findIndex((p) => p.url === url);
  if (i < 0) throw new Error(`no pending request for ${url}: ${pending.map((p) => p.url).join(', ')}`);
  return pending.splice(i, 1)[0];
};
const cart = (quantity: number) => ({ data: [{ quantity }] });

function Badge() {
  return <span data-testid="badge">{useShopper().cartCount}</span>;
}

test('an add that lands while the page reads the cart shows the new count, not the older answer', async () => {
  render(<Badge />);
  await take('/api/auth/session').answer({ user: { name: 'Asha' } });
  const beforeTheAdd = take('/api/user/cart'); // sent before the add reached the server
  await act(async () => {
    void cartChanged();
  });
  await take('/api/user/cart').answer(cart(2));
  await beforeTheAdd.answer(cart(1)); // the older read answers last
  expect(screen.getByTestId('badge')).toHaveTextContent('2');
});
