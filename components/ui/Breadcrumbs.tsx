import { useLocale } from 'next-intl';
import { splitLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { Crumb } from '@/lib/seo/jsonld';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { ChevronRight } from './icons';
import { JsonLd } from './JsonLd';
import { useCommonWords } from './useCommonWords';

/** Visible breadcrumb trail plus its BreadcrumbList structured data. `trail`: the crumbs after Home, this page last. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const word = useCommonWords();
  const locale = useLocale();
  const crumbs = [{ name: word('home'), path: '/' }, ...trail];
  return (
    <>
      <nav aria-label={word('breadcrumb')} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              {i > 0 && <ChevronRight size={14} className="text-sand-300" />}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {c.name}
                </span>
              ) : (
                <Link href={splitLocale(c.path).path} className="hover:text-leaf-700 hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {/* The structured data names the page's own addresses: /hi/… on a Hindi page. */}
      <JsonLd data={breadcrumbJsonLd(crumbs, locale)} />
    </>
  );
}
