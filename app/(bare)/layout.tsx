import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BareChrome } from '@/components/layout/BareChrome';
import { RootDocument } from '@/components/layout/RootDocument';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata('en')), robots: { index: false, follow: true } };
}
export const viewport = rootViewport;

/** Login, sign-up and password pages in English (app/hi/(bare) is the Hindi twin). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="en">
      <BareChrome>{children}</BareChrome>
    </RootDocument>
  );
}
