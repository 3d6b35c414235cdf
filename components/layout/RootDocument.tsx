import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { JsonLd } from '@/components/ui/JsonLd';
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { shopOrDefault } from '@/lib/seo/root-metadata';

/**
 * The <html> of every page. Each route group has its own root layout around it (the store in each
 * language, the bare pages, the back office), because `lang` differs and a layout cannot read the
 * path. The intl provider carries only the language: client leaves get their own strings from
 * components/i18n/ClientMessages, never the whole catalogue of messages.
 */
export async function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const shop = await shopOrDefault();
  return (
    <html lang={HTML_LANG[locale]}>
      <body className="min-h-dvh">
        <JsonLd data={organizationJsonLd(shop)} />
        <NextIntlClientProvider locale={locale} messages={{}}>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
