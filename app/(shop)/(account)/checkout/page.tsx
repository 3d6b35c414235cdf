import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';
import { getSessionUser } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/security/redirect';
import { getShopSettings } from '@/lib/settings/settings';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ mode?: string }> };

/** ?mode=buy-now: the items Buy Now carried (this tab's sessionStorage); otherwise the cart. */
export default async function CheckoutPage({ searchParams }: Props) {
  const { mode } = await searchParams;
  const buyNow = mode === 'buy-now';
  if (!(await getSessionUser())) redirect(loginPathFor(buyNow ? '/checkout?mode=buy-now' : '/checkout'));
  const { rates } = await getShopSettings();
  return (
    <div className="container-shop py-10">
      <h1 className="mb-8 font-serif text-3xl font-semibold text-leaf-950">Checkout</h1>
      <ClientMessages only={['Delivery', 'Account']}>
        <CheckoutScreen mode={buyNow ? 'buy-now' : 'cart'} rates={rates} />
      </ClientMessages>
    </div>
  );
}
