import { useTranslations } from 'next-intl';
import type { MenuCategory } from '@/components/layout/menu-categories';
import { listingHref } from '@/lib/catalog/listing-url';
import { LocaleLink } from '@/components/i18n/LocaleLink';
import { CategoryPicture } from '@/components/layout/CategoryPicture';

/** Round category tiles under the slider: the quickest way into the catalogue. */
export function CategoryStrip({ categories }: { categories: MenuCategory[] }) {
  const t = useTranslations('Home');
  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={t('categories')}
      className="scrollbar-none -mx-4 flex gap-4 overflow-x-auto px-4 sm:mx-0 sm:justify-center sm:gap-8 sm:px-0"
    >
      {categories.map((c) => (
        <LocaleLink key={c.slug} href={listingHref({ category: c.slug })} className="group category-tile">
          <span className="category-disc">
            <CategoryPicture
              category={c}
              size={80}
              className="h-full w-full object-cover transition duration-500 group-hover:scale-110"
            />
          </span>
          <span className="category-name">{c.title}</span>
        </LocaleLink>
      ))}
    </nav>
  );
}
