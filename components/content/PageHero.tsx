import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { Crumb } from '@/lib/seo/jsonld';

/** The band at the top of content pages: breadcrumbs, eyebrow, title, lead text. */
export function PageHero({
  trail,
  eyebrow,
  title,
  children,
}: {
  /** the breadcrumbs after Home, this page last */
  trail: Crumb[];
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-sand-100 to-cream">
      <div className="container-shop py-8 sm:py-12">
        <Breadcrumbs trail={trail} />
        {eyebrow && <p className="eyebrow mt-6">{eyebrow}</p>}
        <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-3xl text-3xl font-semibold text-leaf-950 sm:text-5xl`}>
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-muted">{children}</div>}
      </div>
    </div>
  );
}
