import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/locales';
import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';
import { getSessionUser } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/security/redirect';
import { getShopSettings } from '@/lib/settings/settings';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<{ mode?: string }> };

/** ?mode=buy-now: the items Buy Now carried (this tab's sessionStorage); otherwise the cart. */
export default async function CheckoutPage({ searchParams }: Props) {
  const { mode } = await searchParams;
  const buyNow = mode === 'buy-now';
  // Back from the login in the page's language.
  if (!(await getSessionUser()))
    redirect(loginPathFor(localePath(buyNow ? '/checkout?mode=buy-now' : '/checkout', await getLocale())));
  const [{ rates }, t] = await Promise.all([getShopSettings(), getTranslations('Checkout')]);
  return (
    <div className="container-shop py-10">
      <h1 className="mb-8 font-serif text-3xl font-semibold text-leaf-950">{t('heading')}</h1>
      <ClientMessages only={['Delivery', 'Checkout', 'Cart', 'Payment', 'Account']}>
        <CheckoutScreen mode={buyNow ? 'buy-now' : 'cart'} rates={rates} />
      </ClientMessages>
    </div>
  );
}
