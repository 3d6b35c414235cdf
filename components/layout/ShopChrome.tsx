import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CHROME_WORDS } from '@/components/layout/chrome-words';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ScrollToTop } from '@/components/layout/ScrollToTop';

/** Header and footer around every shop page, in either language. Reads nothing per visitor, so pages stay cacheable. */
export async function ShopChrome({ children }: { children: ReactNode }) {
  // The menus read their categories in the browser when first opened (useMenuCategories): no tree in every page.
  const t = await getTranslations('Common');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-leaf-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* Common reaches every client leaf of the page that has no words of its own (the error
          boundaries' Retry, a card's price label); a page's own ClientMessages brings it again. */}
      <ClientMessages only={CHROME_WORDS}>
        <main id="main" className="min-h-[50vh]">
          {children}
        </main>
        <Footer />
        <ScrollToTop />
      </ClientMessages>
    </>
  );
}
