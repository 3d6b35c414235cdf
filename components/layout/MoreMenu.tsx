'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';

// The menu's links are fetched as the pointer or focus reaches the button, not with every page.
const loadGroups = () => import('./MoreLinkGroups');
const MoreLinkGroups = lazy(() => loadGroups().then((m) => ({ default: m.MoreLinkGroups })));

/** The More menu, grouped Business / Info / Policies / Quick Links. */
export function MoreMenu() {
  const { open, toggle, close, containerRef, triggerRef } = useDisclosure();
  const t = useTranslations('Header.menu');
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'more-menu' : undefined}
        onClick={toggle}
        onPointerEnter={() => void loadGroups()}
        onFocus={() => void loadGroups()}
        className="nav-link gap-1"
      >
        {t('more')} <ChevronDown size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Built when opened: a closed menu costs the cached page nothing. */}
      {open && (
        <div
          id="more-menu"
          className="absolute right-0 top-full z-40 w-[min(44rem,calc(100vw-2rem))] animate-fade-in rounded-b-2xl border border-line bg-white p-6 shadow-lift"
        >
          <nav aria-label={t('more')} className="grid grid-cols-4 gap-6">
            <Suspense fallback={null}>
              <MoreLinkGroups
                classes={{ title: 'eyebrow mb-2', list: 'space-y-1.5', link: 'menu-link' }}
                onNavigate={() => close()}
              />
            </Suspense>
          </nav>
        </div>
      )}
    </div>
  );
}
