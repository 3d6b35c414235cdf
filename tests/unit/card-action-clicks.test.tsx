/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from './render-with-providers';
import { ListingResults } from '@/components/listing/ListingResults';
import type { ListingProduct } from '@/lib/catalog/listing';
import { readBuyNowItems } from '@/lib/commerce/buy-now';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const card = (id: number, title: string, stock: number): ListingProduct => ({
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  categoryName: 'Black Tea',
  categorySlug: 'black-tea',
  parentCategory: { name: 'Tea', slug: 'tea' },
  sellingPrice: 400,
  productPrice: 500,
  rating: 4.5,
  ratingCount: 12,
  image: null,
  stock,
  createdAt: '2025-01-01T00:00:00.000Z',
});

// The cards' buttons are plain markup; the list's one listener answers them (docs/decisions.md, "Budget phones").
describe("a listing's card buttons", () => {
  beforeEach(() => {
    push.mockClear();
    window.sessionStorage.clear();
  });

  test('Buy Now on the second card goes to checkout carrying that product alone', () => {
    const shown = [card(1, 'Assam Gold', 3), card(2, 'Nilgiri Frost', 5)];
    renderWithProviders(<ListingResults shown={shown} grouped={false} viewKey="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Nilgiri Frost' }));
    expect(push).toHaveBeenCalledWith('/checkout?mode=buy-now');
    expect(readBuyNowItems()).toEqual([{ slug: 'nilgiri-frost', productId: 2, variantId: null, quantity: 1 }]);
  });

  test('a sold-out card buys nothing', () => {
    renderWithProviders(<ListingResults shown={[card(1, 'Assam Gold', 0)]} grouped={false} viewKey="" />);
    const button = screen.getByRole('button', { name: /unavailable/i });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(push).not.toHaveBeenCalled();
  });
});
