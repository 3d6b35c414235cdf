import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatIstDate } from '@/lib/format/ist';
import { getCachedPage } from '@/lib/content/cached';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { buildMetadata, summarize } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { PageHero } from './PageHero';

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, { shop }] = await Promise.all([getCachedPage(slug), getCachedShopSettings()]);
  if (!page) return { title: 'Page not found', robots: { index: false } };
  return buildMetadata(
    {
      title: page.metaTitle || page.title,
      description: page.metaDescription || summarize(page.content),
      keywords: page.keywords,
      path: `/${page.slug}`,
    },
    shop,
  );
}

/** A CMS page: title, last updated, sanitised HTML. A missing page is the not-found page. */
export async function ContentPage({ slug }: { slug: string }) {
  const page = await getCachedPage(slug);
  if (!page) notFound();
  return (
    <article>
      <PageHero
        crumbs={[
          { name: 'Home', path: '/' },
          { name: page.title, path: `/${page.slug}` },
        ]}
        title={page.title}
      >
        <p className="text-sm">
          Last updated <time dateTime={page.updatedAt}>{formatIstDate(page.updatedAt)}</time>
        </p>
      </PageHero>
      <div className="container-shop py-10 sm:py-14">
        <div
          className="prose-tea mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-card sm:p-10"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.content) }}
        />
      </div>
    </article>
  );
}
