'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/ui/Drawer';
import { ChevronDown } from '@/components/ui/icons';
import type { MenuCategory } from './menu-categories';
import { listingHref } from '@/lib/catalog/listing-url';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_LINKS } from './nav-links';
import { MoreLinkGroups } from './MoreLinkGroups';
import { useMenuCategories } from './useMenuCategories';

/** The phone menu's drawer (MobileNav loads it on the first tap): links, categories, the language switch. */
export function MobileNavDrawer({
  categories: initial,
  open,
  onClose,
}: {
  categories: MenuCategory[];
  open: boolean;
  onClose: () => void;
}) {
  const categories = useMenuCategories(initial, open);
  const t = useTranslations('Header');
  const link = 'block rounded-lg px-2 py-2 text-[15px] text-ink hover:bg-leaf-50';

  return (
    <Drawer open={open} onClose={onClose} title={t('menu.title')}>
      {/* Built only when opened: the desktop menus already carry these links in the page's HTML. */}
      {open && (
        <nav aria-label={t('menu.mobile')}>
          {/* Also here, full size, for a phone where the header's compact one is easy to miss. */}
          <LanguageSwitcher
            className="mb-3 inline-block px-2 text-[15px] text-leaf-800"
            testId="language-switcher-menu"
          />
          <ul className="mb-4">
            {MAIN_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} onClick={onClose} className={`${link} font-medium`}>
                  {t(`links.${l.name}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="eyebrow mb-1 px-2">{t('menu.categories')}</p>
          <ul className="mb-4">
            {categories.map((c) => (
              <li key={c.slug}>
                <details className="group">
                  <summary className="flex list-none items-center justify-between rounded-lg px-2 py-2 text-[15px] font-medium hover:bg-leaf-50 [&::-webkit-details-marker]:hidden">
                    {c.title}
                    <ChevronDown size={16} className="transition group-open:rotate-180" />
                  </summary>
                  <ul className="mb-1 ml-3 border-l border-line pl-2">
                    <li>
                      <Link href={listingHref({ category: c.slug })} onClick={onClose} className={link}>
                        {t('menu.allOf', { category: c.title })}
                      </Link>
                    </li>
                    {c.subCategories.map((s) => (
                      <li key={s.slug}>
                        <Link href={listingHref({ category: c.slug, sub: s.slug })} onClick={onClose} className={link}>
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <MoreLinkGroups classes={{ group: 'mb-4', title: 'eyebrow mb-1 px-2', link }} onNavigate={onClose} />
        </nav>
      )}
    </Drawer>
  );
}
