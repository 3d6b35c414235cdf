'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef } from 'react';
import { ChevronDown, GridIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';
import type { MenuCategory } from './menu-categories';
import { prefetchMenuCategories } from './useMenuCategories';

// The open menu's code and categories are fetched as the pointer or focus reaches the button, not with every page.
const loadPanel = () => {
  void prefetchMenuCategories();
  return import('./CategoryPanel');
};
const CategoryPanel = lazy(() => loadPanel().then((m) => ({ default: m.CategoryPanel })));

/** The category mega-menu: opens on click, Enter/Space, or hover; Escape closes. */
export function CategoryMenu({ categories = [] }: { categories?: MenuCategory[] }) {
  const { open, setOpen, toggle, close, containerRef, triggerRef } = useDisclosure();
  const t = useTranslations('Header.menu');
  const hoverTimer = useRef<number | undefined>(undefined);
  const hover = (show: boolean) => {
    if (show) void loadPanel();
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(show), show ? 120 : 200);
  };

  return (
    <div ref={containerRef} onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls="category-menu"
        onFocus={() => void loadPanel()}
        onClick={() => {
          window.clearTimeout(hoverTimer.current);
          toggle();
        }}
        className="flex h-12 items-center gap-2 bg-leaf-800 px-5 text-sm font-semibold text-white transition hover:bg-leaf-900"
      >
        <GridIcon size={18} />
        {t('shopByCategory')}
        <ChevronDown size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id="category-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 animate-fade-in border-t border-line bg-white shadow-lift"
      >
        {/* Built only while open: listing filters share the canonical /products, so these links
            add nothing for crawlers, and every cached page stays smaller without them. */}
        {open && (
          <Suspense fallback={null}>
            <CategoryPanel categories={categories} onNavigate={() => close()} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
