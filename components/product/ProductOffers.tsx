import { getLocale, getTranslations } from 'next-intl/server';
import type { CategoryDto } from '@/lib/catalog/categories';
import { getCachedCategoryTree } from '@/lib/catalog/cached';
import type { ProductDto } from '@/lib/catalog/products';
import { isEligible } from '@/lib/offers/evaluate';
import { getCachedPromotions } from '@/lib/offers/public';
import { localizeOffers } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';

function categoryIdOf(tree: readonly CategoryDto[], slug: string): number | null {
  for (const c of tree) {
    if (c.slug === slug) return c.id;
    const found = categoryIdOf(c.subCategories, slug);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The advertised offers this product can take, under its price ("Use WELCOME10: 10% off up to ₹150
 * on your first order"). Rendered on the server from the cached offers: no client code on the page.
 */
export async function ProductOffers({ product }: { product: Pick<ProductDto, 'id' | 'categorySlug' | 'sellerId'> }) {
  const [stored, tree, t, locale] = await Promise.all([
    getCachedPromotions(),
    getCachedCategoryTree(),
    getTranslations('Offers'),
    getLocale(),
  ]);
  const offers = localizeOffers(stored, locale as Locale);
  const line = {
    productId: product.id,
    categoryId: categoryIdOf(tree, product.categorySlug),
    sellerId: product.sellerId,
  };
  const mine = offers.filter((o) => isEligible(o, line));
  if (!mine.length) return null;
  return (
    <ul
      className="space-y-1.5 rounded-2xl bg-leaf-50 p-4 text-sm text-leaf-900"
      aria-label={t('label')}
      data-testid="product-offers"
    >
      {mine.map((o) => (
        <li key={o.id}>
          {o.code
            ? t.rich('useCode', {
                code: o.code,
                terms: o.terms,
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
              })
            : o.terms}
        </li>
      ))}
    </ul>
  );
}
