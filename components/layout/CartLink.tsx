'use client';

import { useTranslations } from 'next-intl';
import { CartIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { useShopper } from './useShopper';

export function CartLink() {
  const count = useShopper().cartCount;
  const t = useTranslations('Header.cart');
  return (
    <Link
      href="/cart"
      // The cart is the visitor's own and never cached: prefetching it from every page load only
      // fetched the login redirect for the signed-out visitor, or a cart about to change.
      prefetch={false}
      aria-label={count ? t('withCount', { count }) : t('label')}
      className="relative grid h-11 w-11 place-items-center rounded-full text-leaf-900 transition hover:bg-leaf-50"
    >
      <CartIcon size={24} />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-spice-500 px-1 text-[11px] font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
