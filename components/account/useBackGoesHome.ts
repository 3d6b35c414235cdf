'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { localePath } from '@/lib/i18n/locales';

/**
 * On the login screen the browser's Back button goes to the home page in the page's language (not back
 * to the signed-in page that sent the visitor here, which would only bounce back to login).
 */
export function useBackGoesHome() {
  const home = localePath('/', useLocale());
  useEffect(() => {
    window.history.pushState({ loginGuard: true }, '', window.location.href);
    const onPop = () => window.location.replace(home);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [home]);
}
