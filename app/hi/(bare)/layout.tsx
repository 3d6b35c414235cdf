import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BareChrome } from '@/components/layout/BareChrome';
import { RootDocument } from '@/components/layout/RootDocument';
import { setPageLocale } from '@/lib/i18n/request-locale';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  setPageLocale('hi');
  return { ...(await rootMetadata('hi')), robots: { index: false, follow: true } };
}
export const viewport = rootViewport;

/** Login, sign-up and password pages in Hindi. */
export default function HindiBareLayout({ children }: { children: ReactNode }) {
  setPageLocale('hi');
  return (
    <RootDocument locale="hi">
      <BareChrome>{children}</BareChrome>
    </RootDocument>
  );
}
