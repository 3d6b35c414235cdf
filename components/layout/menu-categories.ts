import type { CategoryDto } from '@/lib/catalog/categories';
import { localizeCategories } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';

/** What the menus show of a category: its name, address and picture, and its sub-categories' names and addresses. */
export type MenuCategory = Pick<CategoryDto, 'slug' | 'title' | 'imageUrl'> & {
  subCategories: Pick<CategoryDto, 'slug' | 'title'>[];
};

const shown = ({ slug, title, imageUrl, subCategories }: CategoryDto): MenuCategory => ({
  slug,
  title,
  imageUrl,
  subCategories: subCategories.map((s) => ({ slug: s.slug, title: s.title })),
});

/**
 * The category tree in the page's language, with only what the menus show (no ids, no other
 * language's words, no sub-category pictures): the menus that show it are client components, so
 * whatever they receive is in every page's payload.
 */
export function menuCategories(tree: readonly CategoryDto[], locale: Locale): MenuCategory[] {
  return localizeCategories(tree, locale).map(shown);
}
