/**
 * The settings for pages kept as cached HTML (header, footer, contact, home, product pages):
 * tagged `settings`, and a save expires that tag and every page on every instance
 * (revalidateShopSettings). `next build` has no database: pages prerendered there get the
 * defaults, re-rendered at start-up when this shop has saved settings (lib/startup.ts).
 */
import { cacheLife, cacheTag } from 'next/cache';
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
