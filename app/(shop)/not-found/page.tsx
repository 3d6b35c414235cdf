import type { Metadata } from 'next';
import { NotFoundView } from '@/components/content/NotFoundView';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
  alternates: { canonical: '/not-found' },
};

/** The spec's /not-found page itself (unknown paths render the same view in place, with a 404). */
export default function NotFoundRoute() {
  return <NotFoundView />;
}
