import Link from 'next/link';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/Price';
import { Stars } from '@/components/ui/Stars';
import type { ListingProduct } from '@/lib/catalog/listing';
import { discountPercent } from '@/lib/money';
import { Img } from '@/components/ui/Img';

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/**
 * A product tile. Home cards say '-N%'; listing cards say 'Save N%' and carry the buttons passed
 * as `actions` (components/listing/ListingCard.tsx), so pages without them never load the cart
 * code. Renders on the server or inside a client list.
 */
export function ProductCard({
  product: p,
  variant,
  priority = false,
  actions,
}: {
  product: ListingProduct;
  variant: 'home' | 'listing';
  priority?: boolean;
  actions?: ReactNode;
}) {
  const off = discountPercent(p.productPrice, p.sellingPrice);
  const soldOut = p.stock <= 0;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-lift has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-honey-400">
      <div className="relative aspect-square overflow-hidden bg-sand-50">
        {p.image ? (
          <Img
            src={p.image}
            alt={p.title}
            fill
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <span className="grid h-full place-items-center text-sm text-muted">No image</span>
        )}
        {off > 0 && (
          <span className="absolute left-3 top-3 rounded-full bg-spice-600 px-2.5 py-1 text-xs font-bold text-white shadow">
            {variant === 'home' ? `-${off}%` : `Save ${off}%`}
          </span>
        )}
        {soldOut && (
          <span className="absolute right-3 top-3 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-white">Out of stock</span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3.5 sm:p-4">
        <p className="text-[11px] font-semibold uppercase tracking-wider text-honey-700">{p.categoryName}</p>
        <h3 className="mt-1 line-clamp-2 min-h-[2.6em] font-sans text-[15px] font-semibold leading-snug text-ink">
          <Link href={`/products/${p.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-leaf-700 focus-visible:outline-none">
            {p.title}
          </Link>
        </h3>
        <div className="mt-1.5">
          <Stars rating={p.rating} count={p.ratingCount} />
        </div>
        <div className="mt-auto pt-2">
          <Price sellingPrice={p.sellingPrice} productPrice={p.productPrice} size="sm" />
        </div>
        {actions && <div className="relative z-10">{actions}</div>}
      </div>
    </article>
  );
}
