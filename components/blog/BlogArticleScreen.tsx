import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import type { BlogPostDto } from '@/lib/content/blog';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { absoluteUrl, blogPostingJsonLd } from '@/lib/seo/jsonld';
import type { Shop } from '@/lib/settings/settings';
import { ShareBar } from './ShareBar';
import { Img } from '@/components/ui/Img';
import { localizeHtmlLinks } from '@/components/content/localize-links';
import { localePath } from '@/lib/i18n/locales';
import { Byline } from './Byline';

/** A published post (already in the page's language): header, picture, sanitised body, share bar. */
export function BlogArticleScreen({ post, shop }: { post: BlogPostDto; shop: Shop }) {
  const t = useTranslations('Blog');
  const locale = useLocale();
  // The address shared is the one being read: a Hindi reader shares the Hindi article.
  const url = absoluteUrl(localePath(`/blog/${post.slug}`, locale));
  return (
    <article className="pb-4">
      <JsonLd data={blogPostingJsonLd(post, shop, locale)} />
      <header className="border-b border-line bg-gradient-to-b from-sand-100 to-cream">
        <div className="container-shop max-w-4xl py-8 sm:py-12">
          <Breadcrumbs
            trail={[
              { name: t('crumb'), path: '/blog' },
              { name: post.title, path: `/blog/${post.slug}` },
            ]}
          />
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('article.tags')}>
            {(post.tags.length ? post.tags : [t('card.tag')]).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-white px-3 py-1 text-xs font-bold uppercase tracking-wider text-leaf-800 ring-1 ring-line"
              >
                {tag}
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-semibold leading-tight text-leaf-950 sm:text-5xl">{post.title}</h1>
          {post.excerpt && <p className="mt-4 text-lg text-muted">{post.excerpt}</p>}
          <Byline post={post} className="mt-5 text-sm text-muted" authorClassName="font-semibold text-ink" />
        </div>
      </header>
      <div className="container-shop max-w-4xl py-8 sm:py-10">
        {post.featuredImage && (
          <div className="relative mb-8 aspect-[16/9] overflow-hidden rounded-3xl bg-leaf-50 shadow-card">
            <Img
              src={post.featuredImage}
              alt=""
              fill
              priority
              sizes="(min-width: 896px) 864px, 100vw"
              className="object-cover"
            />
          </div>
        )}
        <ShareBar url={url} title={post.title} />
        <div
          className="prose-tea mt-8"
          dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(sanitizeHtml(post.content), locale) }}
        />
      </div>
    </article>
  );
}
