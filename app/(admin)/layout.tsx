import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Per-user screens: rendered on every request, never stored in the page cache, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-sand-50 text-ink">{children}</div>;
}
