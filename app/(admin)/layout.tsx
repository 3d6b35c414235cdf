import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { RootDocument } from '@/components/layout/RootDocument';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

// Per-user screens: rendered on every request, never stored in the page cache, never indexed.
export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await rootMetadata('en')),
    title: { default: 'Back office', template: '%s · Back office' },
    robots: { index: false, follow: false, nocache: true },
  };
}
export const viewport = rootViewport;

/** The back office is in English only: its own root, apart from the store's languages. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="en">
      {/* The shared components (totals, stars, close buttons) read Common's words: English here. */}
      <ClientMessages only={[]}>
        <div className="min-h-dvh bg-sand-50 text-ink">{children}</div>
      </ClientMessages>
    </RootDocument>
  );
}
