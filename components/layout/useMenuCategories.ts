'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { readRootCategories } from '@/lib/api-client/header';
import { menuCategories, type MenuCategory } from './menu-categories';

/**
 * The menu's categories: from the server when the page was rendered with them, else (pages
 * prerendered at build, when there is no database) from the public API once opened. Those are named
 * in the page's language where the API sends their translations, in English otherwise.
 */
export function useMenuCategories(initial: MenuCategory[], wanted: boolean) {
  const [categories, setCategories] = useState(initial);
  const locale = useLocale();
  useEffect(() => {
    if (!wanted || categories.length) return;
    let live = true;
    readRootCategories()
      .then((roots) => {
        if (live && roots) setCategories(menuCategories(roots, locale));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, categories.length, locale]);
  return categories;
}
