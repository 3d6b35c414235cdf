import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { JsonLd } from '@/components/ui/JsonLd';
import { getSiteUrl } from '@/lib/config';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/metadata';
import { getShop } from '@/lib/shop';
import './globals.css';

export function generateMetadata(): Metadata {
  const shop = getShop();
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <JsonLd data={organizationJsonLd()} />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
