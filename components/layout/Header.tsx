import Link from 'next/link';
import type { CategoryDto } from '@/lib/catalog/categories';
import { CartLink } from './CartLink';
import { CategoryMenu } from './CategoryMenu';
import { ContactBar } from './ContactBar';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { MoreMenu } from './MoreMenu';
import { MAIN_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

export function Header({ categories }: { categories: CategoryDto[] }) {
  return (
    <>
      <ContactBar />
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="container-shop flex h-16 items-center gap-2 sm:gap-4 md:h-[4.5rem]">
          <MobileNav categories={categories} />
          <Logo />
          <SearchBox className="mx-auto hidden max-w-xl flex-1 md:block" />
          <div className="ml-auto flex items-center gap-1 md:ml-0">
            <LanguageSwitcher />
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
          <CategoryMenu categories={categories} />
          <nav aria-label="Main" className="flex flex-1 items-center">
            <ul className="flex items-center">
              {MAIN_LINKS.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="nav-link">
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/team" className="nav-link">
                  Our Team
                </Link>
              </li>
            </ul>
          </nav>
          <MoreMenu />
        </div>
      </div>
    </>
  );
}
