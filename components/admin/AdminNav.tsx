'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeHref, type NavItem } from './nav-items';

/** Section links; the current one is marked for screen readers too (aria-current). */
export function AdminNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '/admin';
  const active = activeHref(pathname, items);
  return (
    <nav aria-label="Back office">
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {items.map((item) => {
          const current = item.href === active;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm ${current ? 'bg-leaf-700 font-semibold text-white' : 'text-leaf-900 hover:bg-leaf-100'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
