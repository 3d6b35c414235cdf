'use client';

import Link from 'next/link';
import { ChevronDown } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/useDisclosure';
import { MORE_MENU } from './nav-links';

/** The More menu, grouped Business / Info / Policies / Quick Links. */
export function MoreMenu() {
  const { open, toggle, close, containerRef, triggerRef } = useDisclosure();
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'more-menu' : undefined}
        onClick={toggle}
        className="nav-link gap-1"
      >
        More <ChevronDown size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Built when opened: a closed menu costs the cached page nothing. */}
      {open && (
        <div
          id="more-menu"
          className="absolute right-0 top-full z-40 w-[min(44rem,calc(100vw-2rem))] animate-fade-in rounded-b-2xl border border-line bg-white p-6 shadow-lift"
        >
          <nav aria-label="More" className="grid grid-cols-4 gap-6">
            {MORE_MENU.map((group) => (
              <div key={group.title}>
                <p className="eyebrow mb-2">{group.title}</p>
                <ul className="space-y-1.5">
                  {group.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} onClick={() => close()} className="menu-link">
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
      )}
    </div>
  );
}
