'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { readBuyNowItems } from '@/lib/commerce/buy-now';
import type { ShownLine } from '@/lib/commerce/lines';
import { mainImage } from '@/lib/catalog/main-image';
import { defaultVariant } from '@/lib/catalog/variants';
import { cartApi } from '@/lib/api-client/cart';
import { catalogApi } from '@/lib/api-client/catalog';
import { fromCartItem } from '@/components/cart/from-cart-item';

export type CheckoutMode = 'buy-now' | 'cart';

/**
 * The lines being bought: the items carried by Buy Now (kept in this tab's sessionStorage),
 * or the shopper's cart. Buy-now items are looked up so the review shows today's prices.
 */
export function useCheckoutLines(mode: CheckoutMode) {
  const t = useTranslations('Checkout');
  return useQuery({
    queryKey: ['checkout-lines', mode],
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async (): Promise<ShownLine[]> => {
      if (mode === 'cart') return (await cartApi.list()).map(fromCartItem);
      const items = readBuyNowItems();
      try {
        return await Promise.all(
          items.map(async (item) => {
            const p = await catalogApi.product(item.slug);
            // The pack chosen on the product page; a pack since removed falls back to the default one.
            const pack = p.variants.find((v) => v.id === item.variantId) ?? defaultVariant(p.variants);
            return {
              productId: p.id,
              variantId: pack?.id ?? null,
              slug: p.slug,
              title: p.title,
              size: pack?.label ?? p.size,
              image: pack?.imageUrl ?? mainImage(p.images),
              quantity: item.quantity,
              sellingPrice: pack?.sellingPrice ?? p.sellingPrice,
              productPrice: pack?.productPrice ?? p.productPrice,
              stock: pack?.stockQuantity ?? p.inventoryDetails.stockQuantity,
            };
          }),
        );
      } catch {
        throw new Error(t('productsLoadFailed'));
      }
    },
  });
}
