import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { localePath } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/request-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const locale = pageLocale();
  return { ...notFoundMetadata(undefined, locale), alternates: { canonical: localePath('/not-found', locale) } };
}

/** The /not-found page itself, for links to it (unknown paths render the same view in place with a 404: docs/decisions.md). */
export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
