'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { readRootCategories } from '@/lib/api-client/header';
import type { CategoryDto } from '@/lib/catalog/categories';
import { menuCategories, type MenuCategory } from './menu-categories';

// One read for both menus, started as the pointer or focus reaches either button (prefetchMenuCategories).
let roots: Promise<CategoryDto[] | null> | null = null;

/** Starts reading the category tree for the menus, once per page load (again after a failed or empty answer). */
export function prefetchMenuCategories(): Promise<CategoryDto[] | null> {
  roots ??= readRootCategories()
    .catch(() => null)
    .then((tree) => {
      if (!tree) roots = null;
      return tree;
    });
  return roots;
}

/**
 * The menu's categories: those given (a test), else from the public API when a menu first opens or
 * is about to. Pages do not carry them: the tree is ~3 KB of every Hindi page's data for two menus
 * most visits never open. Named in the page's language where the API sends their translations.
 */
export function useMenuCategories(initial: MenuCategory[], wanted: boolean) {
  const [categories, setCategories] = useState(initial);
  const locale = useLocale();
  useEffect(() => {
    if (!wanted || categories.length) return;
    let live = true;
    prefetchMenuCategories()
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
