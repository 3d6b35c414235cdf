import type { CategoryDto } from '@/lib/catalog/categories';
import { localizeCategories } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';

const bare = ({ translations: _words, ...c }: CategoryDto): CategoryDto => ({
  ...c,
  subCategories: c.subCategories.map(bare),
});

/**
 * The category tree in the page's language, without the words of the other: the menus that show it
 * are client components, so whatever they receive is in every page's payload.
 */
export function menuCategories(tree: readonly CategoryDto[], locale: Locale): CategoryDto[] {
  return localizeCategories(tree, locale).map(bare);
}
