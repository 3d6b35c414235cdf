import { getTranslations } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';
import { requirePageUser } from '@/lib/auth/page';
import { getShopSettings } from '@/lib/settings/settings';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { translator } from '@/lib/i18n/translator';

export const dynamic = 'force-dynamic';
export const generateMetadata = privatePageMetadata((locale) => translator(locale, 'Checkout')('metaTitle'));

type Props = { searchParams: Promise<{ mode?: string }> };

/** ?mode=buy-now: the items Buy Now carried (this tab's sessionStorage); otherwise the cart. */
export default async function CheckoutPage({ searchParams }: Props) {
  const { mode } = await searchParams;
  const buyNow = mode === 'buy-now';
  await requirePageUser(buyNow ? '/checkout?mode=buy-now' : '/checkout');
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
