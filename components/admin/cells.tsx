import Link from 'next/link';
import type { ReactNode } from 'react';

/** The back office's link to one record's own page (a product, a post, an order…). */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-leaf-800 hover:underline">
      {children}
    </Link>
  );
}

/** A list row's first cell: the record's link, and a small line under it (its address, its title…). */
export function LinkedTitle({ href, title, note }: { href: string; title: ReactNode; note: ReactNode }) {
  return (
    <>
      <RecordLink href={href}>{title}</RecordLink>
      <span className="block text-xs text-muted">{note}</span>
    </>
  );
}

/** A small rounded status label; `tone` is its colour classes. */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}
