import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { webPageJsonLd, type Crumb } from '@/lib/seo/jsonld';

/**
 * The band at the top of content pages: breadcrumbs, eyebrow, title, lead text; and the page's
 * WebPage structured data, named in the page's language (the last crumb is the page).
 */
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
  const locale = useLocale();
  const page = trail[trail.length - 1];
  return (
    <div className="border-b border-line bg-gradient-to-b from-sand-100 to-cream">
      {page && <JsonLd data={webPageJsonLd({ name: title, path: page.path }, locale)} />}
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

/** A page of one crumb under Home: its hero (eyebrow, title, lead), then `children` in the shop's column. */
export function HeroPage({
  crumb,
  path,
  eyebrow,
  title,
  lead,
  children,
}: {
  crumb: string;
  path: string;
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero trail={[{ name: crumb, path }]} eyebrow={eyebrow} title={title}>
        {lead}
      </PageHero>
      <div className="container-shop py-10">{children}</div>
    </>
  );
}
