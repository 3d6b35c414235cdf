import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowRight } from './icons';

export function SectionHeading({
  eyebrow,
  title,
  action,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  action?: { href: string; label: string };
  id?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        {eyebrow && <p className="eyebrow mb-1">{eyebrow}</p>}
        <h2 id={id} className="text-2xl font-semibold text-leaf-900 sm:text-3xl">{title}</h2>
      </div>
      {action && (
        <Link href={action.href} className="btn btn-outline">
          {action.label} <ArrowRight size={16} />
        </Link>
      )}
    </div>
  );
}
