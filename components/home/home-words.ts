import type { MessagePart } from '@/components/i18n/pick-messages';

/**
 * What the home page's client leaves show: the slider's, the side banners' and the tabs' own words,
 * and the product and blog cards' (their namespaces belong to the catalogue and the blog). Home cards
 * have no buttons and say '-N%': of the card's words they show only these three.
 */
export const HOME_WORDS = [
  'Home.slider',
  'Home.shopNow',
  'Home.picks.failed',
  'Product.card.noImage',
  'Product.card.outOfStock',
  'Product.card.from',
  'Blog.card',
] as const satisfies readonly MessagePart[];
