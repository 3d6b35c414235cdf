import { useLocale, useTranslations } from 'next-intl';
import { formatIstDate } from '@/lib/format/ist';

/** Who wrote a post and when it went out, in the page's language (on the home page's cards too: PostGrid). */
export function Byline({
  post,
  className,
  authorClassName,
}: {
  post: { author: string; publishedAt: string };
  className: string;
  authorClassName: string;
}) {
  const t = useTranslations('Blog.card');
  const locale = useLocale();
  return (
    <p className={className}>
      <span className={authorClassName}>{t('by', { author: post.author })}</span>
      <span aria-hidden> · </span>
      <time dateTime={post.publishedAt}>{formatIstDate(post.publishedAt, locale)}</time>
    </p>
  );
}
