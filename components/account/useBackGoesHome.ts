'use client';

import { useEffect } from 'react';

/**
 * On the login screen the browser's Back button goes to the home page (not back to the
 * signed-in page that sent the visitor here, which would only bounce back to login).
 */
export function useBackGoesHome() {
  useEffect(() => {
    window.history.pushState({ loginGuard: true }, '', window.location.href);
    const onPop = () => window.location.replace('/');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
