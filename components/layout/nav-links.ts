/** The header's More menu and the footer's link lists, in one place so the two never disagree. */
export type NavLink = { href: string; label: string };
export type NavGroup = { title: string; links: NavLink[] };

export const MAIN_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Shop All' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const MORE_MENU: NavGroup[] = [
  {
    title: 'Business',
    links: [
      { href: '/wholesale-business', label: 'Wholesale Business' },
      { href: '/export-import', label: 'Export & Import' },
      { href: '/corporate-gifting', label: 'Corporate Gifting' },
      { href: '/affiliate-program', label: 'Affiliate Program' },
    ],
  },
  {
    title: 'Info',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/team', label: 'Our Team' },
      { href: '/why-us', label: 'Why Us' },
      { href: '/faq', label: 'FAQ' },
      { href: '/store-locator', label: 'Store Locator' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms & Conditions' },
      { href: '/refund-policy', label: 'Refund Policy' },
      { href: '/shiping-policy', label: 'Shipping Policy' },
      { href: '/export-import-policy', label: 'Export & Import Policy' },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { href: '/products', label: 'All Products' },
      { href: '/blog', label: 'Blog' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/sitemap', label: 'Sitemap' },
    ],
  },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    title: 'Quick Links',
    links: [
      { href: '/', label: 'Home' },
      { href: '/products', label: 'Products' },
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact' },
      { href: '/faq', label: 'FAQ' },
      { href: '/why-us', label: 'Why Us' },
    ],
  },
  {
    title: 'For Business',
    links: [
      { href: '/corporate-gifting', label: 'Corporate Gifting' },
      { href: '/store-locator', label: 'Store Locator' },
      { href: '/affiliate-program', label: 'Affiliate Program' },
      { href: '/wholesale-business', label: 'Wholesale Business' },
      { href: '/export-import', label: 'Export & Import' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms & Conditions' },
      { href: '/refund-policy', label: 'Refund Policy' },
      { href: '/shiping-policy', label: 'Shipping Policy' },
    ],
  },
];
