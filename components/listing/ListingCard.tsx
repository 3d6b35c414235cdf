import { CardActions } from '@/components/product/CardActions';
import { ProductCard } from '@/components/product/ProductCard';
import type { ListingProduct } from '@/lib/catalog/listing';

/**
 * A listing card: 'Save N%', and Add to Cart / Buy Now (quantity 1; Unavailable when out of stock), or
 * 'Choose pack' for a product of several packs.
 */
export function ListingCard({ product: p, priority = false }: { product: ListingProduct; priority?: boolean }) {
  return (
    <ProductCard
      product={p}
      variant="listing"
      priority={priority}
      actions={<CardActions productId={p.id} slug={p.slug} title={p.title} stock={p.stock} packs={p.packs ?? 1} />}
    />
  );
}
