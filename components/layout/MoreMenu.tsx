'use client';

import { useTranslations } from 'next-intl';
import { ChevronDown } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';
import { MoreLinkGroups } from './MoreLinkGroups';

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
            <MoreLinkGroups
              classes={{ title: 'eyebrow mb-2', list: 'space-y-1.5', link: 'menu-link' }}
              onNavigate={() => close()}
            />
          </nav>
        </div>
      )}
    </div>
  );
}
