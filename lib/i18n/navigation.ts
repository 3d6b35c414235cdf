import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Links and redirects that keep the page's language: `<Link href="/cart">` is /cart on an English
 * page and /hi/cart on a Hindi one. Use these instead of next/link and next/navigation's
 * redirect/useRouter/usePathname in the store (the back office stays English and keeps next/link).
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
