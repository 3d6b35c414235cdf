'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_GROUPS } from './nav-links';

/**
 * The footer's three lists of links. A client list for the page's size, not for interaction: the
 * header's menus already bring every link's words to the browser (Header.links, Header.groups), so
 * drawn here they are sent once; drawn by the server, the lists were ~3 KB of every page's RSC data
 * (6 KB of HTML on a Hindi page, where a letter is 3 bytes). Its parent gives those parts and
 * 'Footer.groupLabel'.
 */
export function FooterNav() {
  const t = useTranslations('Footer');
  const nav = useTranslations('Header');
  return FOOTER_GROUPS.map((group) => (
    <nav key={group.title} aria-label={t('groupLabel', { group: nav(`groups.${group.title}`) })}>
      <h2 className="footer-heading">{nav(`groups.${group.title}`)}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {group.links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="footer-link">
              {nav(`links.${l.name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ));
}
