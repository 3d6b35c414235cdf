import type { MessagePart } from '@/components/i18n/pick-messages';

/**
 * The words the shop chrome's client leaves show, handed to them by ClientMessages; the rest of
 * Header's and Footer's words stay on the server. The header's leaves: menus, search, account, cart,
 * clock and the social links.
 */
export const HEADER_WORDS = [
  'Header.search',
  'Header.menu',
  'Header.links',
  'Header.groups',
  'Header.user',
  'Header.cart',
  'Header.clock',
  'Header.social',
] as const satisfies readonly MessagePart[];

/**
 * Around the page and the footer: the back-to-top button, the footer's links and social links. The
 * links, groups and social words are the same objects the header's list picks, so the page's data
 * carries them once (the second provider refers to the first).
 */
export const CHROME_WORDS = [
  'Header.scrollToTop',
  'Header.social',
  'Header.links',
  'Header.groups',
  'Footer.groupLabel',
] as const satisfies readonly MessagePart[];
