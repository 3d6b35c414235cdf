import type { Messages } from '@/messages';

/**
 * The header's menus and the footer's link lists, in one place so they never disagree. Each link
 * names its words by key (messages/*\/Header.json `links` and `groups`), so one list serves both
 * languages.
 */
export type NavLink = { href: string; label: string };
export type LinkName = keyof Messages['Header']['links'];
export type GroupName = keyof Messages['Header']['groups'];
export type MenuLink = { href: string; name: LinkName };
export type MenuGroup = { title: GroupName; links: MenuLink[] };

const to = (href: string, name: LinkName): MenuLink => ({ href, name });

/** Each page's link, named once; the menus below pick from these. */
const PAGE = {
  home: to('/', 'home'),
  blog: to('/blog', 'blog'),
  contact: to('/contact', 'contact'),
  about: to('/about', 'aboutUs'),
  team: to('/team', 'team'),
  whyUs: to('/why-us', 'whyUs'),
  faq: to('/faq', 'faq'),
  storeLocator: to('/store-locator', 'storeLocator'),
  wholesale: to('/wholesale-business', 'wholesale'),
  exportImport: to('/export-import', 'exportImport'),
  gifting: to('/corporate-gifting', 'gifting'),
  affiliate: to('/affiliate-program', 'affiliate'),
};

const POLICIES = [
  to('/privacy', 'privacy'),
  to('/terms', 'terms'),
  to('/refund-policy', 'refund'),
  to('/shiping-policy', 'shipping'),
];

export const MAIN_LINKS: MenuLink[] = [
  PAGE.home,
  to('/products', 'shopAll'),
  PAGE.blog,
  to('/about', 'about'),
  PAGE.contact,
];

export const MORE_MENU: MenuGroup[] = [
  { title: 'business', links: [PAGE.wholesale, PAGE.exportImport, PAGE.gifting, PAGE.affiliate] },
  { title: 'info', links: [PAGE.about, PAGE.team, PAGE.whyUs, PAGE.faq, PAGE.storeLocator] },
  { title: 'policies', links: [...POLICIES, to('/export-import-policy', 'exportImportPolicy')] },
  {
    title: 'quickLinks',
    links: [to('/products', 'allProducts'), PAGE.blog, to('/contact', 'contactUs'), to('/sitemap', 'sitemap')],
  },
];

export const FOOTER_GROUPS: MenuGroup[] = [
  {
    title: 'quickLinks',
    links: [PAGE.home, to('/products', 'products'), PAGE.about, PAGE.contact, PAGE.faq, PAGE.whyUs],
  },
  {
    title: 'forBusiness',
    links: [PAGE.gifting, PAGE.storeLocator, PAGE.affiliate, PAGE.wholesale, PAGE.exportImport],
  },
  { title: 'policies', links: POLICIES },
];
