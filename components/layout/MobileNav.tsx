'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import type { MenuCategory } from './menu-categories';
import { prefetchMenuCategories } from './useMenuCategories';

// The drawer and its links are fetched on the first tap (or as the finger lands), not with every page.
const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

/** Phones and tablets: every header menu in one drawer. The page carries only its button; the drawer, its categories too, come as the finger lands. */
export function MobileNav({ categories = [] }: { categories?: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  // Kept once opened: the drawer closes with its own state, and opens again at once.
  const [wanted, setWanted] = useState(false);
  const t = useTranslations('Header.menu');

  return (
    <>
      <button
        type="button"
        onPointerDown={() => {
          void loadDrawer();
          void prefetchMenuCategories();
        }}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('open')}
        aria-expanded={open}
        className="grid h-11 w-11 place-items-center rounded-full text-leaf-900 hover:bg-leaf-50 lg:hidden"
      >
        <MenuIcon size={24} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer categories={categories} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
