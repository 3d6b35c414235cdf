'use client';

import { useEffect, useState } from 'react';
import { readRootCategories } from '@/lib/api-client/header';
import type { CategoryDto } from '@/lib/catalog/categories';

/**
 * The menu's categories: from the server when the page was rendered with them, else (pages
 * prerendered at build, when there is no database) from the public API once opened.
 */
export function useMenuCategories(initial: CategoryDto[], wanted: boolean) {
  const [categories, setCategories] = useState(initial);
  useEffect(() => {
    if (!wanted || categories.length) return;
    let live = true;
    readRootCategories()
      .then((roots) => {
        if (live && roots) setCategories(roots);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, categories.length]);
  return categories;
}
