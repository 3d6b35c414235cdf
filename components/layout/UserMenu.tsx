'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ChevronDown, UserIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { signOut, useShopper } from './useShopper';

/** Login button when signed out; My Profile, Order History and Logout when signed in. */
export function UserMenu() {
  const { session } = useShopper();
  const t = useTranslations('Header.user');
  const locale = useLocale();
  const { open, toggle, close, containerRef, triggerRef } = useDisclosure();

  if (session === undefined) return <span className="block h-11 w-11 rounded-full md:w-24" aria-hidden />;
  if (!session?.user) {
    return (
      <Link href="/login" className="btn btn-primary h-10 px-3 md:px-5" aria-label={t('login')}>
        <UserIcon size={18} className="md:hidden" />
        <span className="hidden md:inline">{t('login')}</span>
      </Link>
    );
  }
  const name = session.user.name || session.user.email || t('account');
  const item = 'block rounded-lg px-3 py-2 text-sm text-ink hover:bg-leaf-50 focus-visible:bg-leaf-50';
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={toggle}
        className="flex h-11 items-center gap-1.5 rounded-full px-2 text-leaf-900 transition hover:bg-leaf-50"
      >
        <span className="grid h-8 w-8 place-items-center rounded-full bg-leaf-700 text-sm font-bold uppercase text-white">
          {name.slice(0, 1)}
        </span>
        <span className="hidden max-w-28 truncate text-sm font-medium lg:inline">{name.split(' ')[0]}</span>
        <ChevronDown size={16} className="hidden lg:block" />
        <span className="sr-only">{t('accountMenu')}</span>
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-2 w-56 animate-fade-in rounded-2xl border border-line bg-white p-2 shadow-lift">
          <p className="truncate px-3 pb-2 pt-1 text-xs text-muted">
            {t('signedInAs', { who: session.user.email ?? name })}
          </p>
          <ul onClick={() => close()}>
            <li>
              <Link href="/profile" className={item}>
                {t('profile')}
              </Link>
            </li>
            <li>
              <Link href="/orders" className={item}>
                {t('orders')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => void signOut(localePath('/', locale))}
                className={`${item} w-full text-left text-spice-600`}
              >
                {t('logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
