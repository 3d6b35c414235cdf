import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

/** The English store's root: header and footer around every shop page (app/hi/(shop) is its Hindi twin). */
export const generateMetadata = () => rootMetadata('en');
export const viewport = rootViewport;

export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="en">
      <ShopChrome>{children}</ShopChrome>
    </RootDocument>
  );
}
