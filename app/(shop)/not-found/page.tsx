import type { Metadata } from 'next';
import { NotFoundView } from '@/components/content/NotFoundView';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
  alternates: { canonical: '/not-found' },
};

/** The /not-found page itself, for links to it (unknown paths render the same view in place with a 404: docs/decisions.md). */
export default function NotFoundRoute() {
  return <NotFoundView />;
}
