'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ArrowUp } from '@/components/ui/icons';

export const SCROLL_BUTTON_AFTER_PX = 300;

/** Back-to-top button after 300 px of scrolling; every route change starts at the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const t = useTranslations('Header');

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_BUTTON_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollToTop')}
      className="scroll-top fixed bottom-5 right-5 z-40 grid h-12 w-12 animate-fade-in place-items-center rounded-full bg-leaf-800 text-white shadow-lift transition hover:bg-leaf-900"
    >
      <ArrowUp size={20} />
    </button>
  );
}
