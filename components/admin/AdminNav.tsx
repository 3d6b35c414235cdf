'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { activeHref, type NavItem } from './nav-items';

/**
 * Section links; the current one is marked for screen readers too (aria-current). On a phone they
 * fold behind a menu button (named after the current section), so no row of links runs off the screen.
 */
export function AdminNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '/admin';
  const active = activeHref(pathname, items);
  const [open, setOpen] = useState(false);
  const current = items.find((i) => i.href === active)?.label;
  return (
    <nav aria-label="Back office">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-leaf-900 lg:hidden"
      >
        <span>Menu{current ? <span className="font-normal text-muted"> · {current}</span> : null}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul
        id="admin-sections"
        className={`${open ? 'mt-2 grid' : 'hidden'} gap-1 sm:grid-cols-2 lg:mt-0 lg:flex lg:flex-col`}
      >
        {items.map((item) => {
          const here = item.href === active;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={here ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-lg px-3 py-2 text-sm ${here ? 'bg-leaf-700 font-semibold text-white' : 'text-leaf-900 hover:bg-leaf-100'}`}
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
