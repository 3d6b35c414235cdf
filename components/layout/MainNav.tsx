'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { MAIN_LINKS } from './nav-links';

/**
 * The desktop header's row of links. A client list for the same reason as FooterNav: its words are
 * already in the page for the header's menus (Header.links), so they are not sent a second time as
 * server-drawn links.
 */
export function MainNav() {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('menu.main')} className="flex flex-1 items-center">
      <ul className="flex items-center">
        {MAIN_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="nav-link">
              {t(`links.${l.name}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/team" className="nav-link">
            {t('links.team')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
