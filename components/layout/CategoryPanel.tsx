'use client';

import { useTranslations } from 'next-intl';
import { ArrowRight } from '@/components/ui/icons';
import type { MenuCategory } from './menu-categories';
import { listingHref } from '@/lib/catalog/listing-url';
import { Link } from '@/lib/i18n/navigation';
import { CategoryPicture } from './CategoryPicture';
import { useMenuCategories } from './useMenuCategories';

/** The open category menu (CategoryMenu loads it on first use): each category with its picture and sub-categories. */
export function CategoryPanel({
  categories: initial,
  onNavigate,
}: {
  categories: MenuCategory[];
  onNavigate: () => void;
}) {
  const categories = useMenuCategories(initial, true);
  const t = useTranslations('Header.menu');
  return (
    <nav aria-label={t('productCategories')} className="container-shop grid grid-cols-4 gap-x-8 gap-y-6 py-8">
      {categories.map((c) => (
        <div key={c.slug} className="flex gap-4">
          <CategoryPicture category={c} size={56} className="h-14 w-14 shrink-0 rounded-xl object-cover" />
          <div className="min-w-0">
            <Link
              href={listingHref({ category: c.slug })}
              onClick={onNavigate}
              className="font-serif text-lg font-semibold text-leaf-900 hover:text-leaf-600"
            >
              {c.title}
            </Link>
            <ul className="mt-1.5 space-y-1">
              {c.subCategories.map((s) => (
                <li key={s.slug}>
                  <Link
                    href={listingHref({ category: c.slug, sub: s.slug })}
                    onClick={onNavigate}
                    className="text-sm text-muted hover:text-leaf-700 hover:underline"
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
      <div className="col-span-4 flex justify-end border-t border-line pt-4">
        <Link href="/products" onClick={onNavigate} className="btn btn-outline">
          {t('browseAll')} <ArrowRight size={16} />
        </Link>
      </div>
    </nav>
  );
}
