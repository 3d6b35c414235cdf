/**
 * The settings for pages kept as cached HTML (header, footer, contact, home, product pages):
 * tagged `settings`, and a save expires that tag and every page on every instance
 * (revalidateShopSettings). `next build` has no database: pages prerendered there get the
 * defaults, re-rendered at start-up when this shop has saved settings (lib/startup.ts). One cache
 * entry holds both languages; getPageShopSettings puts the shop's words in the page's.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { localizeSettings } from '../i18n/content';
import type { Locale } from '../i18n/locales';
import { tags } from '../cache/tags';
import { defaultSettings, getShopSettings, type ShopSettings } from './settings';

async function readCached(): Promise<ShopSettings> {
  'use cache';
  cacheLife('days');
  cacheTag(tags.settings);
  return getShopSettings();
}

export async function getCachedShopSettings(): Promise<ShopSettings> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return defaultSettings();
  return readCached();
}

/** The cached settings with the shop's words (tagline, support hours, address) in the page's language. */
export async function getPageShopSettings(): Promise<ShopSettings> {
  const [settings, locale] = await Promise.all([getCachedShopSettings(), getLocale()]);
  return localizeSettings(settings, locale as Locale);
}
