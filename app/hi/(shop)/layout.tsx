import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { setPageLocale } from '@/lib/i18n/request-locale';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

/** The Hindi store's root, <html lang="hi">: the same chrome as app/(shop)/layout.tsx in Hindi. */
export async function generateMetadata() {
  setPageLocale('hi');
  return rootMetadata('hi');
}
export const viewport = rootViewport;

export default function HindiShopLayout({ children }: { children: ReactNode }) {
  setPageLocale('hi');
  return (
    <RootDocument locale="hi">
      <ShopChrome>{children}</ShopChrome>
    </RootDocument>
  );
}
