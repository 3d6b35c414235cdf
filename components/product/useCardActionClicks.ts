'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useCartActions } from './useCartActions';

/**
 * One click listener for every card's Add to Cart and Buy Now under `list` (CardActions draws them as
 * plain buttons): a page of cards would otherwise hydrate a client component per card, with its cart hook, on load.
 * A card's buttons are disabled while its add is in flight, as each card's own `busy` did before.
 */
export function useCardActionClicks(list: RefObject<HTMLElement | null>) {
  // The latest actions, read at click time: the listener is added once, not on every render.
  const cart = useCartActions();
  const actions = useRef(cart);
  useEffect(() => {
    actions.current = cart;
  });
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-card-action]');
      if (!button || button.disabled || !root.contains(button)) return;
      const productId = Number(button.dataset.productId);
      if (button.dataset.cardAction === 'buy') {
        actions.current.buyNow({ slug: button.dataset.slug ?? '', productId, variantId: null, quantity: 1 });
        return;
      }
      const card = [...(button.parentElement?.querySelectorAll('button') ?? [])];
      card.forEach((b) => (b.disabled = true));
      try {
        await actions.current.addToCart({ productId, variantId: null, quantity: 1 });
      } finally {
        card.forEach((b) => (b.disabled = false));
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [list]);
}
