'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ArrowRight, ChevronDown, GridIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';
import type { CategoryDto } from '@/lib/catalog/categories';
import { listingHref } from '@/lib/catalog/listing-url';
import { Link } from '@/lib/i18n/navigation';
import { useMenuCategories } from './useMenuCategories';
import { CategoryPicture } from './CategoryPicture';

/** The category mega-menu: opens on click, Enter/Space, or hover; Escape closes. */
export function CategoryMenu({ categories: initial }: { categories: CategoryDto[] }) {
  const { open, setOpen, toggle, close, containerRef, triggerRef } = useDisclosure();
  const categories = useMenuCategories(initial, open);
  const t = useTranslations('Header.menu');
  const hoverTimer = useRef<number | undefined>(undefined);
  const hover = (show: boolean) => {
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
          <nav aria-label={t('productCategories')} className="container-shop grid grid-cols-4 gap-x-8 gap-y-6 py-8">
            {categories.map((c) => (
              <div key={c.slug} className="flex gap-4">
                <CategoryPicture category={c} size={56} className="h-14 w-14 shrink-0 rounded-xl object-cover" />
                <div className="min-w-0">
                  <Link
                    href={listingHref({ category: c.slug })}
                    onClick={() => close()}
                    className="font-serif text-lg font-semibold text-leaf-900 hover:text-leaf-600"
                  >
                    {c.title}
                  </Link>
                  <ul className="mt-1.5 space-y-1">
                    {c.subCategories.map((s) => (
                      <li key={s.slug}>
                        <Link
                          href={listingHref({ category: c.slug, sub: s.slug })}
                          onClick={() => close()}
                          className="text-sm text-muted hover:text-leaf-700 hover:underline"
                        >
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
            <div className="col-span-4 flex justify-end border-t border-line pt-4">
              <Link href="/products" onClick={() => close()} className="btn btn-outline">
                {t('browseAll')} <ArrowRight size={16} />
              </Link>
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}
