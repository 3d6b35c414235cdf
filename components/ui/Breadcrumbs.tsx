import Link from 'next/link';
import type { Crumb } from '@/lib/seo/jsonld';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { ChevronRight } from './icons';
import { JsonLd } from './JsonLd';

const HOME: Crumb = { name: 'Home', path: '/' };

/** Visible breadcrumb trail plus its BreadcrumbList structured data. `trail`: the crumbs after Home, this page last. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [HOME, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              {i > 0 && <ChevronRight size={14} className="text-sand-300" />}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {c.name}
                </span>
              ) : (
                <Link href={c.path} className="hover:text-leaf-700 hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
