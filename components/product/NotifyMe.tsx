'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { loginPathFor } from '@/lib/security/redirect';
import { useShopper } from '@/components/layout/useShopper';
import { OneTimeAction } from '@/components/ui/OneTimeAction';

/**
 * Loaded on the press: few visitors ever make it, and apiFetch (with its toasts and session rules) would
 * otherwise be the product page's largest client import.
 */
const client = async () => {
  const [{ marketingApi }, { ApiError, isSignedOut }] = await Promise.all([
    import('@/lib/api-client/marketing'),
    import('@/lib/api-client/fetch'),
  ]);
  return { marketingApi, ApiError, isSignedOut };
};

/** On a sold-out pack: one e-mail when it is back (signed-in shoppers; others sign in first and come back here). */
export function NotifyMe({ slug, variantId, sku }: { slug: string; variantId: number; sku: string }) {
  const t = useTranslations('Product.notify');
  const locale = useLocale() as Locale;
  const { session } = useShopper();
  // Sign-in and the way back both keep the page's language.
  const back = localePath(`/products/${slug}?pack=${encodeURIComponent(sku)}`, locale);

  return (
    <OneTimeAction
      action={async () => (await client()).marketingApi.notifyWhenBack(slug, variantId)}
      problemOf={async (error) => {
        const { ApiError, isSignedOut } = await client();
        return isSignedOut(error) ? null : error instanceof ApiError ? error.message : t('retry');
      }}
      done={t('done')}
    >
      {({ busy, press }) =>
        session === null ? (
          <Link href={localePath(loginPathFor(back), locale)} className="btn btn-outline h-12 w-full text-[15px]">
            {t('signIn')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={press}
            disabled={busy || session === undefined}
            className="btn btn-outline h-12 w-full text-[15px]"
          >
            {t('button')}
          </button>
        )
      }
    </OneTimeAction>
  );
}
