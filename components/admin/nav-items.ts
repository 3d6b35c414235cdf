/** The back office's sections; `admin` ones are the operator's alone (a seller's member never sees them). */
export type NavItem = { href: string; label: string; admin?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/categories', label: 'Categories', admin: true },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/promotions', label: 'Promotions' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/content/blog', label: 'Blog', admin: true },
  { href: '/admin/content/pages', label: 'Pages', admin: true },
  { href: '/admin/content/banners', label: 'Banners', admin: true },
  { href: '/admin/content/team', label: 'Team', admin: true },
  { href: '/admin/customers', label: 'Customers', admin: true },
  { href: '/admin/staff', label: 'Staff', admin: true },
  { href: '/admin/sellers', label: 'Sellers', admin: true },
  { href: '/admin/settings', label: 'Settings', admin: true },
  { href: '/admin/delivery', label: 'Delivery', admin: true },
  { href: '/admin/jobs', label: 'Jobs', admin: true },
  { href: '/admin/audit', label: 'Audit log', admin: true },
];

export function navFor(role: 'ADMIN' | 'SELLER'): NavItem[] {
  return NAV_ITEMS.filter((item) => role === 'ADMIN' || !item.admin);
}

/** The section a path belongs to: the longest matching prefix, so /admin does not light up everywhere. */
export function activeHref(pathname: string, items: NavItem[]): string | null {
  const matches = items.filter((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
