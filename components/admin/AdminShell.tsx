import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminNav } from './AdminNav';
import { navFor } from './nav-items';
import { SignOutButton } from './SignOutButton';

type Props = {
  user: { name: string; email: string; role: 'ADMIN' | 'SELLER' };
  sellerName?: string | null;
  children: ReactNode;
};

/** The back office's frame: who is signed in (and for which seller), the sections, the screen. */
export function AdminShell({ user, sellerName, children }: Props) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-leaf-800 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/admin" className="font-serif text-lg text-leaf-900">
            Back office
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="min-w-0 break-words text-muted">
              {user.name} · {user.role === 'ADMIN' ? 'Admin' : `Seller${sellerName ? `: ${sellerName}` : ''}`}
            </span>
            <Link href="/" className="text-leaf-800 underline-offset-4 hover:underline">
              View shop
            </Link>
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:py-6 lg:flex-row lg:gap-6">
        <aside className="lg:w-48 lg:shrink-0">
          <AdminNav items={navFor(user.role)} />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </>
  );
}
