/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderWithProviders } from './render-with-providers';
import { ListingCard } from '@/components/listing/ListingCard';
import { ProductCard } from '@/components/product/ProductCard';
import { Price } from '@/components/ui/Price';
import type { ListingProduct } from '@/lib/catalog/listing';
import { discountPercent, formatRupees, formatRupeesShort } from '@/lib/money';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe('discount percent', () => {
  test('is round((MRP − price) / MRP × 100)', () => {
    expect(discountPercent(500, 400)).toBe(20);
    expect(discountPercent(599, 449)).toBe(25); // 25.04 → 25
    expect(discountPercent(300, 199)).toBe(34); // 33.67 → 34
  });
  test('is 0 without a discount, or when the price is higher than the MRP', () => {
    expect(discountPercent(400, 400)).toBe(0);
    expect(discountPercent(400, 450)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('rupee formatting (en-IN)', () => {
  test('carts and orders show two decimals with Indian grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(49.5)).toBe('₹49.50');
  });
  test('listing prices use locale grouping without trailing zeros', () => {
    expect(formatRupeesShort(123456)).toBe('₹1,23,456');
    expect(formatRupeesShort(1299)).toBe('₹1,299');
    expect(formatRupeesShort(249.5)).toBe('₹249.5');
  });
});

describe('Price', () => {
  test('strikes the original price through when discounted', () => {
    const { container } = render(<Price sellingPrice={1299} productPrice={1599} />);
    expect(container).toHaveTextContent('₹1,299');
    expect(container.querySelector('s')).toHaveTextContent('₹1,599');
  });
  test('shows only the price when there is no discount', () => {
    const { container } = render(<Price sellingPrice={450} productPrice={450} />);
    expect(container.querySelector('s')).toBeNull();
  });
});

const product: ListingProduct = {
  id: 1,
  slug: 'assam-gold',
  title: 'Assam Gold',
  categoryName: 'Black Tea',
  categorySlug: 'black-tea',
  parentCategory: { name: 'Tea', slug: 'tea' },
  sellingPrice: 400,
  productPrice: 500,
  rating: 4.5,
  ratingCount: 12,
  image: null,
  stock: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('ProductCard badges', () => {
  test("home cards say '-N%'", () => {
    renderWithProviders(<ProductCard product={product} variant="home" />);
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });
  test("listing cards say 'Save N%' and offer Buy Now", () => {
    renderWithProviders(<ListingCard product={product} />);
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now: Assam Gold' })).toBeEnabled();
  });
  test('out of stock: Buy Now reads Unavailable and is disabled', () => {
    renderWithProviders(<ListingCard product={{ ...product, stock: 0 }} />);
    const button = screen.getByRole('button', { name: /unavailable/i });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Unavailable');
  });
  test('no badge without a discount', () => {
    renderWithProviders(<ListingCard product={{ ...product, sellingPrice: 500 }} />);
    expect(screen.queryByText(/Save/)).toBeNull();
  });
});

describe('ProductCard in Hindi', () => {
  test('badges, the card link and the buttons are in Hindi; the rupees keep their grouping', () => {
    renderWithProviders(<ListingCard product={{ ...product, productPrice: 1500, sellingPrice: 1200 }} />, 'hi');
    expect(screen.getByText('20% बचाएँ')).toBeInTheDocument();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assam Gold' })).toHaveAttribute('href', '/hi/products/assam-gold');
    expect(screen.getByRole('button', { name: 'Assam Gold कार्ट में जोड़ें' })).toBeEnabled();
  });
  test('out of stock reads in Hindi', () => {
    renderWithProviders(<ListingCard product={{ ...product, stock: 0 }} />, 'hi');
    expect(screen.getByText('आउट ऑफ़ स्टॉक')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उपलब्ध नहीं: Assam Gold' })).toBeDisabled();
  });
});
