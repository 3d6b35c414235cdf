'use client';

import { CartIcon } from '@/components/ui/icons';
import { useCartActions } from './useCartActions';

/** A listing card's Add to Cart and Buy Now (quantity 1; Unavailable when out of stock). */
export function CardActions({
  productId,
  slug,
  title,
  stock,
}: {
  productId: number;
  slug: string;
  title: string;
  stock: number;
}) {
  const { busy, addToCart, buyNow } = useCartActions();
  const soldOut = stock <= 0;
  return (
    <div className="card-actions">
      <button
        type="button"
        onClick={() => addToCart(productId, 1)}
        disabled={busy || soldOut}
        aria-label={`Add ${title} to cart`}
        className="btn btn-outline h-10 w-10 p-0"
      >
        <CartIcon size={18} />
      </button>
      <button
        type="button"
        onClick={() => buyNow({ slug, productId, quantity: 1 })}
        disabled={busy || soldOut}
        aria-label={soldOut ? `Unavailable: ${title}` : `Buy Now: ${title}`}
        className="btn btn-primary h-10 px-3"
      >
        {soldOut ? 'Unavailable' : 'Buy Now'}
      </button>
    </div>
  );
}
