import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { JsonLd } from '@/components/ui/JsonLd';
import { getSiteUrl } from '@/lib/config';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/metadata';
import { defaultSettings } from '@/lib/settings/settings';
import { getCachedShopSettings } from '@/lib/settings/cached';
import './globals.css';

// Every page, the error and not-found pages too, sits in this layout: a failed settings read shows the defaults, not an error.
const shopOrDefault = async () => (await getCachedShopSettings().catch(() => defaultSettings())).shop;

export async function generateMetadata(): Promise<Metadata> {
  const shop = await shopOrDefault();
  const description = `${shop.tagline}. Shop organic Assam and Darjeeling teas, raw forest honey and whole spices from Indian farms, delivered across India.`;
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: `${shop.name} — ${shop.tagline}`, template: `%s | ${shop.name}` },
    description,
    applicationName: shop.name,
    formatDetection: { telephone: false },
    openGraph: { siteName: shop.name, locale: 'en_IN', type: 'website', images: [DEFAULT_OG_IMAGE] },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: '#1a4a36',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const shop = await shopOrDefault();
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <JsonLd data={organizationJsonLd(shop)} />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
