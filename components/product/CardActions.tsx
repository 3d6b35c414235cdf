import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { CartIcon } from '@/components/ui/icons';
import { localePath, type Locale } from '@/lib/i18n/locales';

type Props = { productId: number; slug: string; title: string; stock: number; packs: number };

/**
 * A listing card's Add to Cart and Buy Now (quantity 1; Unavailable when out of stock). A product of
 * several packs is never added with a pack the shopper did not choose: its card links to the product
 * page's picker instead. A product of one pack sends `variantId` null: the server takes that pack.
 * Plain markup, no client component: the list's one listener (`useCardActionClicks`) answers the
 * buttons, so the listing's first page hydrates no component per card (docs/decisions.md, "Budget phones").
 */
export function CardActions({ productId, slug, title, stock, packs }: Props) {
  const t = useTranslations('Product');
  const locale = useLocale() as Locale;
  const soldOut = stock <= 0;
  if (packs > 1 && !soldOut) {
    return (
      <div className="card-actions grid-cols-1">
        <Link
          href={localePath(`/products/${slug}`, locale)}
          aria-label={t('card.choosePackFor', { title })}
          className="btn btn-outline h-10 px-3"
        >
          {t('card.choosePack')}
        </Link>
      </div>
    );
  }
  const item = { 'data-product-id': productId, 'data-slug': slug, disabled: soldOut };
  return (
    <div className="card-actions">
      <button
        type="button"
        data-card-action="cart"
        {...item}
        aria-label={t('card.addToCartFor', { title })}
        className="btn btn-outline h-10 w-10 p-0"
      >
        <CartIcon size={18} />
      </button>
      <button
        type="button"
        data-card-action="buy"
        {...item}
        aria-label={soldOut ? t('card.unavailableFor', { title }) : t('card.buyNowFor', { title })}
        className="btn btn-primary h-10 px-3"
      >
        {soldOut ? t('unavailable') : t('buyNow')}
      </button>
    </div>
  );
}
