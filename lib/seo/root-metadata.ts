import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteUrl } from '../config';
import { OG_LOCALE, localePath, type Locale } from '../i18n/locales';
import { defaultSettings } from '../settings/settings';
import { getCachedShopSettings } from '../settings/cached';
import { DEFAULT_OG_IMAGE } from './metadata';

// Every page, the error and not-found pages too, sits in a root layout: a failed settings read shows the defaults, not an error.
export const shopOrDefault = async () => (await getCachedShopSettings().catch(() => defaultSettings())).shop;

/** What every page starts from: the site name template, the description, the card, in the page's language. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const shop = await shopOrDefault();
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: `${shop.name} — ${shop.tagline}`, template: `%s | ${shop.name}` },
    description: t('rootDescription', { tagline: shop.tagline }),
    applicationName: shop.name,
    formatDetection: { telephone: false },
    openGraph: {
      siteName: shop.name,
      locale: OG_LOCALE[locale],
      type: 'website',
      images: [localePath(DEFAULT_OG_IMAGE, locale)],
    },
    twitter: { card: 'summary_large_image' },
  };
}

export const rootViewport: Viewport = {
  themeColor: '#1a4a36',
  width: 'device-width',
  initialScale: 1,
};
