import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/Price';
import { Stars } from '@/components/ui/Stars';
import type { ListingProduct } from '@/lib/catalog/listing';
import { stockBand } from '@/lib/catalog/stock-band';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { discountPercent } from '@/lib/money';
import { Img } from '@/components/ui/Img';

/** What a card's client parts read (its labels, its buttons, their toasts): a page with cards hands these over. */
export const CARD_WORDS = ['Product.card', 'Product.buyNow', 'Product.unavailable', 'Product.cartToast'] as const;

/** What a card shows of a product. */
export type CardProduct = Omit<ListingProduct, 'categorySlug' | 'parentCategory' | 'createdAt'>;

/** A card's fields only: a client list of cards carries each product in the page's data, where the rest is dead weight. */
export function cardFields({
  categorySlug: _slug,
  parentCategory: _parent,
  createdAt: _created,
  ...card
}: ListingProduct) {
  return card satisfies CardProduct;
}

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';
/**
 * The widest file a card asks for: at most 338 CSS px wide (33vw below 1024 px), so 828 px covers
 * 2× screens everywhere and 3× phones; each wider srcset entry cost ~90 bytes in every card.
 */
const CARD_IMAGE_MAX = 828;

/**
 * A product tile. Home cards say '-N%'; listing cards say 'Save N%' and carry the buttons passed
 * as `actions` (components/listing/ListingCard.tsx), so pages without them never load the cart
 * code. Renders on the server or inside a client list. Its styles are the .card classes in
 * app/globals.css: pages repeat this markup dozens of times.
 */
export function ProductCard({
  product: p,
  variant,
  priority = false,
  actions,
}: {
  product: CardProduct;
  variant: 'home' | 'listing';
  priority?: boolean;
  actions?: ReactNode;
}) {
  // Product's words: a client list needs them from its page's ClientMessages (the listing's, the home page's).
  const t = useTranslations('Product.card');
  const locale = useLocale() as Locale;
  const off = discountPercent(p.productPrice, p.sellingPrice);
  const soldOut = stockBand(p.stock) === 'out';
  return (
    <article className="card group">
      <div className="card-media">
        {p.image ? (
          <Img
            src={p.image}
            alt={p.imageAlt ?? p.title}
            fill
            sizes={CARD_IMAGE_SIZES}
            maxWidth={CARD_IMAGE_MAX}
            priority={priority}
            className="card-img"
          />
        ) : (
          <span className="grid h-full place-items-center text-sm text-muted">{t('noImage')}</span>
        )}
        {off > 0 && <span className="card-save">{variant === 'home' ? `-${off}%` : t('save', { percent: off })}</span>}
        {soldOut && <span className="card-sold">{t('outOfStock')}</span>}
      </div>
      <div className="card-body">
        <p className="card-cat">{p.categoryName}</p>
        <h3 className="card-title">
          <Link href={localePath(`/products/${p.slug}`, locale)} className="card-link">
            {p.title}
          </Link>
        </h3>
        {/* The mean and count of published reviews; a product nobody has reviewed shows no stars (no fake 0.0). */}
        {p.ratingCount > 0 && (
          <div className="mt-1.5">
            <Stars rating={p.rating} count={p.ratingCount} />
          </div>
        )}
        <div className="mt-auto pt-2">
          {/* Packs at different prices: the card shows the lowest in-stock pack's, as "from". */}
          {p.priceFrom && <span className="mr-1 text-sm text-muted">{t('from')}</span>}
          <Price sellingPrice={p.sellingPrice} productPrice={p.productPrice} size="sm" />
        </div>
        {actions}
      </div>
    </article>
  );
}
