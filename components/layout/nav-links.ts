/** The header's More menu and the footer's link lists, in one place so the two never disagree. */
export type NavLink = { href: string; label: string };
export type NavGroup = { title: string; links: NavLink[] };

const to = (href: string, label: string): NavLink => ({ href, label });

/** Each page's link, named once; the menus below pick from these. */
const PAGE = {
  home: to('/', 'Home'),
  blog: to('/blog', 'Blog'),
  contact: to('/contact', 'Contact'),
  about: to('/about', 'About Us'),
  team: to('/team', 'Our Team'),
  whyUs: to('/why-us', 'Why Us'),
  faq: to('/faq', 'FAQ'),
  storeLocator: to('/store-locator', 'Store Locator'),
  wholesale: to('/wholesale-business', 'Wholesale Business'),
  exportImport: to('/export-import', 'Export & Import'),
  gifting: to('/corporate-gifting', 'Corporate Gifting'),
  affiliate: to('/affiliate-program', 'Affiliate Program'),
};

const POLICIES = [
  to('/privacy', 'Privacy Policy'),
  to('/terms', 'Terms & Conditions'),
  to('/refund-policy', 'Refund Policy'),
  to('/shiping-policy', 'Shipping Policy'),
];

export const MAIN_LINKS: NavLink[] = [
  PAGE.home,
  to('/products', 'Shop All'),
  PAGE.blog,
  to('/about', 'About'),
  PAGE.contact,
];

export const MORE_MENU: NavGroup[] = [
  { title: 'Business', links: [PAGE.wholesale, PAGE.exportImport, PAGE.gifting, PAGE.affiliate] },
  { title: 'Info', links: [PAGE.about, PAGE.team, PAGE.whyUs, PAGE.faq, PAGE.storeLocator] },
  { title: 'Policies', links: [...POLICIES, to('/export-import-policy', 'Export & Import Policy')] },
  {
    title: 'Quick Links',
    links: [to('/products', 'All Products'), PAGE.blog, to('/contact', 'Contact Us'), to('/sitemap', 'Sitemap')],
  },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    title: 'Quick Links',
    links: [PAGE.home, to('/products', 'Products'), PAGE.about, PAGE.contact, PAGE.faq, PAGE.whyUs],
  },
  {
    title: 'For Business',
    links: [PAGE.gifting, PAGE.storeLocator, PAGE.affiliate, PAGE.wholesale, PAGE.exportImport],
  },
  { title: 'Policies', links: POLICIES },
];
