import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CartLink } from './CartLink';
import { CategoryMenu } from './CategoryMenu';
import { HEADER_WORDS } from './chrome-words';
import { ContactBar } from './ContactBar';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileNav } from './MobileNav';
import { MoreMenu } from './MoreMenu';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

export function Header() {
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
          <MainNav />
          <MoreMenu />
        </div>
      </div>
    </ClientMessages>
  );
}
