'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { readPromotions } from '@/lib/api-client/offers';

/** The advertised offers running now, under the cart's totals; nothing when there are none or they cannot be read. */
export function CartOffers() {
  const t = useTranslations('Cart.offers');
  const offers = useQuery({ queryKey: ['promotions'], queryFn: readPromotions, staleTime: 60_000, retry: false });
  if (!offers.data?.length) return null;
  return (
    <section aria-labelledby="cart-offers" className="rounded-2xl bg-leaf-50 p-4 text-sm">
      <h3 id="cart-offers" className="font-semibold text-leaf-950">
        {t('heading')}
      </h3>
      <ul className="mt-2 space-y-1.5">
        {offers.data.map((o) => (
          <li key={o.code ?? o.title}>
            {o.code ? <span className="font-semibold text-leaf-800">{o.code}: </span> : null}
            {o.terms}
          </li>
        ))}
      </ul>
    </section>
  );
}
