/**
 * The demo store's Hindi (./hi/*.json, design §15) as the translations the seed writes beside the
 * English: products by slug (title, each metadata tab, pack labels by English size), categories by
 * slug, posts and pages by slug, banners by English title, team members by English name, offers by
 * code (an automatic offer by its English title).
 */
import { HINDI_TAB_TITLES } from '../../catalog/hindi-tab-titles';
import type { Translations } from '../../db/schema';
import hiBanners from './hi/banners.json';
import hiCategories from './hi/categories.json';
import hiPages from './hi/pages.json';
import hiPosts from './hi/posts.json';
import hiProducts from './hi/products.json';
import hiPromotions from './hi/promotions.json';
import hiTeam from './hi/team.json';
import type { SeedBanner, SeedMetadataType, SeedProduct, TeamWords } from './types';

/**
 * Left in English on purpose, though ./hi/products.json has its words: the demo keeps one product
 * untranslated so /hi shows how a product without Hindi falls back to its English title and tabs.
 */
export const UNTRANSLATED_PRODUCT = 'chole-masala';

/** The tabs' Hindi titles, as the glossary names them (./hi/glossary.md). */
export const TAB_TITLES_HI: Record<SeedMetadataType, string> = {
  DESCRIPTION: HINDI_TAB_TITLES.DESCRIPTION,
  INGREDIENTS: HINDI_TAB_TITLES.INGREDIENTS,
  HOW_TO_USE: HINDI_TAB_TITLES.HOW_TO_USE,
  STORAGE: HINDI_TAB_TITLES.STORAGE,
  ORIGIN: HINDI_TAB_TITLES.ORIGIN,
  NUTRITION: HINDI_TAB_TITLES.NUTRITION,
};

/** Where ./hi/products.json keeps each tab's Hindi (the same names as the English products-*.json). */
const FIELD_OF_TAB: Record<SeedMetadataType, string> = {
  DESCRIPTION: 'description',
  INGREDIENTS: 'ingredients',
  HOW_TO_USE: 'howToUse',
  STORAGE: 'storage',
  ORIGIN: 'origin',
  NUTRITION: 'nutrition',
};

type HiProduct = { title: string; packs?: Record<string, string> } & Record<string, unknown>;
const products = hiProducts as unknown as Record<string, HiProduct>;

const only = <F extends string>(hi: Partial<Record<F, string>>): Translations<F> => {
  const kept = Object.fromEntries(Object.entries(hi).filter(([, v]) => typeof v === 'string' && v.trim()));
  return Object.keys(kept).length ? { hi: kept as Partial<Record<F, string>> } : {};
};

/** Plain sentences become a paragraph, as the English tabs do (./product-builder.ts). */
const html = (text: string) => (text.trim().startsWith('<') ? text.trim() : `<p>${text.trim()}</p>`);

/** A product's Hindi: its own, each tab's by type, each pack's by English label ({} for each when it has none). */
export function productHindi(p: SeedProduct) {
  const hi = p.slug === UNTRANSLATED_PRODUCT ? undefined : products[p.slug];
  return {
    product: only<'title'>({ title: hi?.title }),
    tab: (type: SeedMetadataType): Translations<'title' | 'content'> => {
      const text = hi?.[FIELD_OF_TAB[type]];
      return typeof text === 'string' && text.trim() ? { hi: { title: TAB_TITLES_HI[type], content: html(text) } } : {};
    },
    pack: (label: string) => only<'label'>({ label: hi?.packs?.[label] }),
  };
}

export const categoryHindi = (slug: string) => only<'title'>({ title: (hiCategories as Record<string, string>)[slug] });

type BannerWords = 'title' | 'subtitle' | 'tag' | 'actionButtonText' | 'secondaryActionText';
export const bannerHindi = (banner: SeedBanner) =>
  only<BannerWords>((hiBanners as Record<string, Partial<Record<BannerWords, string>>>)[banner.title] ?? {});

export const postHindi = (slug: string) =>
  only<'title' | 'excerpt' | 'content'>(
    (hiPosts as Record<string, Partial<Record<'title' | 'excerpt' | 'content', string>>>)[slug] ?? {},
  );

export const pageHindi = (slug: string) =>
  only<'title' | 'content'>((hiPages as Record<string, Partial<Record<'title' | 'content', string>>>)[slug] ?? {});

export const teamHindi = (name: string) =>
  only<TeamWords>((hiTeam as Record<string, Partial<Record<TeamWords, string>>>)[name] ?? {});

export const promotionHindi = (p: { code?: string | null; title: string }) =>
  only<'title'>({ title: (hiPromotions as Record<string, string>)[p.code ?? p.title] });
