'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { loginPathFor } from '@/lib/security/redirect';
import { useShopper } from '@/components/layout/useShopper';

/** On a sold-out pack: one e-mail when it is back (signed-in shoppers; others sign in first and come back here). */
export function NotifyMe({ slug, variantId, sku }: { slug: string; variantId: number; sku: string }) {
  const t = useTranslations('Product.notify');
  const locale = useLocale() as Locale;
  const { session } = useShopper();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // Sign-in and the way back both keep the page's language.
  const back = localePath(`/products/${slug}?pack=${encodeURIComponent(sku)}`, locale);

  async function subscribe() {
    setState('busy');
    setProblem(null);
    // Loaded on the press: few visitors ever make it, and apiFetch (with its toasts and session rules) would
    // otherwise be the product page's largest client import.
    const [{ marketingApi }, { ApiError, isSignedOut }] = await Promise.all([
      import('@/lib/api-client/marketing'),
      import('@/lib/api-client/fetch'),
    ]);
    try {
      await marketingApi.notifyWhenBack(slug, variantId);
      setState('done');
    } catch (error) {
      setState('idle');
      if (!isSignedOut(error)) setProblem(error instanceof ApiError ? error.message : t('retry'));
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-sm font-medium text-leaf-800">
        {t('done')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {session === null ? (
        <Link href={localePath(loginPathFor(back), locale)} className="btn btn-outline h-12 w-full text-[15px]">
          {t('signIn')}
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => void subscribe()}
          disabled={state === 'busy' || session === undefined}
          className="btn btn-outline h-12 w-full text-[15px]"
        >
          {t('button')}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-spice-600">
          {problem}
        </p>
      )}
    </div>
  );
}
