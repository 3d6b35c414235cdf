'use client';

import { ProductCard, type CardProduct } from './ProductCard';

/**
 * A grid of home-style product cards (no cart buttons) rendered from compact card data. A client component on purpose: the
 * page then carries each product once as data (a few hundred bytes) instead of its whole
 * rendered card tree in the RSC payload, which keeps cached home and product pages small.
 */
export function ProductGrid({ products, className }: { products: CardProduct[]; className: string }) {
  return (
    <div className={className}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} variant="home" />
      ))}
    </div>
  );
}
