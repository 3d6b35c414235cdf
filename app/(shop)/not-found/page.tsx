import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = { ...notFoundMetadata(), alternates: { canonical: '/not-found' } };

/** The /not-found page itself, for links to it (unknown paths render the same view in place with a 404: docs/decisions.md). */
export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
