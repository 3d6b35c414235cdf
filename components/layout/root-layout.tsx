import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setPageLocale } from '@/lib/i18n/request-locale';
import type { Locale } from '@/lib/i18n/locales';
import { rootMetadata } from '@/lib/seo/root-metadata';
import { RootDocument } from './RootDocument';

type Chrome = (props: { children: ReactNode }) => ReactNode | Promise<ReactNode>;

/**
 * A store root layout (app/(shop), app/(bare) and their app/hi twins): the group's chrome in one language
 * inside the <html>, and the root metadata with the group's own additions. Both set the page's language
 * first, because Next may render a layout or its metadata on its own (lib/i18n/hindi-route.ts).
 */
export function rootLayout(locale: Locale, Chrome: Chrome, extra: Metadata = {}) {
  return {
    async generateMetadata(): Promise<Metadata> {
      setPageLocale(locale);
      return { ...(await rootMetadata(locale)), ...extra };
    },
    Layout({ children }: { children: ReactNode }) {
      setPageLocale(locale);
      return (
        <RootDocument locale={locale}>
          <Chrome>{children}</Chrome>
        </RootDocument>
      );
    },
  };
}
