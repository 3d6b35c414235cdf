import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LocaleLink } from '@/components/i18n/LocaleLink';
import { CartLink } from './CartLink';
import { CategoryMenu } from './CategoryMenu';
import { HEADER_WORDS } from './chrome-words';
import { ContactBar } from './ContactBar';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { MoreMenu } from './MoreMenu';
import { MAIN_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

export function Header() {
  const t = useTranslations('Header');
  return (
    <ClientMessages only={HEADER_WORDS}>
      <ContactBar />
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="container-shop flex h-16 items-center gap-2 sm:gap-4 md:h-[4.5rem]">
          <MobileNav />
          <Logo />
          <SearchBox className="mx-auto hidden max-w-xl flex-1 md:block" />
          <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
            <UserMenu />
            <CartLink />
          </div>
        </div>
      </header>
      <div className="border-b border-line bg-white md:hidden">
        <div className="container-shop py-2.5">
          <SearchBox />
        </div>
      </div>
      <div className="relative hidden border-b border-line bg-sand-50 lg:block">
        <div className="container-shop flex items-center gap-6">
          <CategoryMenu />
          <nav aria-label={t('menu.main')} className="flex flex-1 items-center">
            <ul className="flex items-center">
              {MAIN_LINKS.map((l) => (
                <li key={l.href}>
                  <LocaleLink href={l.href} className="nav-link">
                    {t(`links.${l.name}`)}
                  </LocaleLink>
                </li>
              ))}
              <li>
                <LocaleLink href="/team" className="nav-link">
                  {t('links.team')}
                </LocaleLink>
              </li>
            </ul>
          </nav>
          <MoreMenu />
        </div>
      </div>
    </ClientMessages>
  );
}
